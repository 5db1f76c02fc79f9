import { z } from 'zod';
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  GALLERY_DESCRIPTION_MAX,
  GALLERY_TITLE_MAX,
} from '../limits.ts';
import { multiline } from '../validation/control-characters.ts';

export {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  GALLERY_DESCRIPTION_MAX,
  GALLERY_TITLE_MAX,
} from '../limits.ts';

export const ANNOUNCEMENTS_PER_DAY = 3;
export const GALLERY_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** Stored gallery images are at most this wide (previews are 360 px). */
export const GALLERY_IMAGE_MAX_WIDTH = 2048;

const zFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on'])])
  .transform((value) => value === true || value === 'true' || value === '1' || value === 'on');

/** The fields of a studio gallery item (the multipart form's text fields, or PUT's JSON). */
export const ZStudioGalleryFields = z.object({
  title: z.string().trim().min(1).max(GALLERY_TITLE_MAX),
  description: multiline(z.string()).trim().max(GALLERY_DESCRIPTION_MAX).default(''),
  price: z.coerce.number().int().min(0).max(100_000).describe('hearts; 0 is free'),
  membersOnly: zFlag.default(false),
  isAdult: zFlag.default(false).describe('19+: only a verified adult owner may set it'),
});
export type TStudioGalleryFields = z.infer<typeof ZStudioGalleryFields>;

export const ZStudioGalleryItem = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  title: z.string(),
  description: z.string(),
  previewImg: z.string(),
  imageUrl: z.string().describe('the full image (the owner may always see it)'),
  width: z.number().int(),
  height: z.number().int(),
  price: z.number().int(),
  membersOnly: z.boolean(),
  isAdult: z.boolean(),
  status: z.enum(['published', 'hidden', 'deleted']),
  purchaseCount: z.number().int(),
  createdAt: z.string(),
});
export type TStudioGalleryItem = z.infer<typeof ZStudioGalleryItem>;

export const ZStudioGalleryList = z.object({ items: z.array(ZStudioGalleryItem) });
export type TStudioGalleryList = z.infer<typeof ZStudioGalleryList>;

export const ZStudioRemoved = z.object({ id: z.number().int(), deleted: z.literal(true) });

export const ZAnnouncementBody = z
  .object({
    title: z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX),
    body: multiline(z.string()).trim().min(1).max(ANNOUNCEMENT_BODY_MAX),
    audience: z.enum(['followers', 'tiers']).describe('every follower, or the live members of `tierIds`'),
    tierIds: z.array(z.number().int().positive()).max(20).default([]).describe('tier ids (lineages)'),
  })
  .strict();
export type TAnnouncementBody = z.infer<typeof ZAnnouncementBody>;

export const ZAnnouncement = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  title: z.string(),
  body: z.string(),
  audience: z.enum(['followers', 'tiers']),
  tierIds: z.array(z.number().int()),
  status: z.enum(['queued', 'sent']).describe('queued until the delivery job has reached everyone'),
  recipientCount: z.number().int(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementList = z.object({
  items: z.array(ZAnnouncement),
  sentToday: z.number().int().describe('announcements written this Seoul day'),
  perDay: z.number().int(),
});
export type TAnnouncementList = z.infer<typeof ZAnnouncementList>;

export const ZBlockBody = z.object({ userId: z.number().int().positive() }).strict();

export const ZChannelBlock = z.object({
  userId: z.number().int(),
  username: z.string(),
  profileImg: z.string(),
  createdAt: z.string(),
});
export const ZChannelBlockList = z.object({ items: z.array(ZChannelBlock) });
export type TChannelBlockList = z.infer<typeof ZChannelBlockList>;
export const ZBlockAnswer = z.object({ userId: z.number().int(), blocked: z.boolean() });

export const ZMemberNotification = z.object({
  id: z.number().int(),
  kind: z.string(),
  channelId: z.number().int().nullable(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type TMemberNotification = z.infer<typeof ZMemberNotification>;
export const ZMemberNotificationList = z.object({
  items: z.array(ZMemberNotification),
  unread: z.number().int(),
});
export type TMemberNotificationList = z.infer<typeof ZMemberNotificationList>;
export const ZNotificationsRead = z.object({ read: z.number().int() });
