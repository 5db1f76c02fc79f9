import { z } from 'zod';
import { BANNER_GRADES, BANNER_TYPES } from '../ops-limits.ts';
import { ZOpsReason } from './ops.ts';

export { BANNER_GRADES, BANNER_TYPES } from '../ops-limits.ts';

/**
 * Merchandising from the console (issue 17): banners, notices, FAQ and the home popup. Times are
 * entered as Seoul wall-clock time (`YYYY-MM-DDTHH:mm`, what a datetime-local field gives) and
 * answered as ISO 8601 instants; the API stores timestamptz.
 */

export const ZBannerType = z.enum(BANNER_TYPES);
export const ZBannerGrade = z.enum(BANNER_GRADES);
export type TBannerType = z.infer<typeof ZBannerType>;

/** Seoul wall-clock time, e.g. `2026-11-26T21:00` (a datetime-local field's value). */
export const ZKstDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}$/)
  .describe('Seoul time, YYYY-MM-DDTHH:mm');

/**
 * A link inside the site (`/event`, `/playlist/12`) or a full https address. The web checks
 * again before rendering (no `javascript:`).
 */
export const ZSiteLink = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === '' || /^\/(?!\/)[^\s]*$/.test(value) || /^https:\/\/[^\s]+$/.test(value), {
    message: 'a path starting with / or an https address',
  });

/** An image under the site's public media (`/media/...`) or a full https address. */
export const ZSiteImage = z
  .string()
  .trim()
  .max(500)
  .refine((value) => /^\/media\/[\w./-]+$/.test(value) || /^https:\/\/[^\s]+$/.test(value), {
    message: 'an image under /media/ or an https address',
  });

/** Why an operator hides or shows an item again: kept in the audit log. */
export const ZOpsVisibilityBody = z.object({
  hidden: z.boolean(),
  reason: ZOpsReason,
});
export type TOpsVisibilityBody = z.infer<typeof ZOpsVisibilityBody>;

export const ZOpsSiteIdParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const ZOpsBannerQuery = z.object({ type: ZBannerType.optional() });

export const ZOpsBannerBody = z.object({
  type: ZBannerType,
  grade: ZBannerGrade.default('all'),
  title: z.string().trim().min(1).max(100),
  subtitle: z.string().trim().max(200).default(''),
  /** Required: the image's text alternative (screen readers read it). */
  imageAlt: z.string().trim().max(200),
  imageUrl: z.string().trim().max(500),
  linkUrl: ZSiteLink.default(''),
  playlistId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().default(null),
  isAdult: z.boolean().default(false),
  sort: z.number().int().min(0).max(9999).default(0),
  startsAt: ZKstDateTime,
  endsAt: ZKstDateTime,
});
export type TOpsBannerBody = z.input<typeof ZOpsBannerBody>;

export const ZOpsBanner = z.object({
  id: z.number().int(),
  type: z.string(),
  grade: z.string(),
  title: z.string(),
  subtitle: z.string(),
  imageAlt: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  playlistId: z.number().int().nullable(),
  isAdult: z.boolean(),
  sort: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TOpsBanner = z.infer<typeof ZOpsBanner>;

export const ZOpsNoticeBody = z.object({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().min(1).max(20_000),
  isPinned: z.boolean().default(false),
  /** Members see it from this Seoul time on; a later time schedules it. */
  publishAt: ZKstDateTime,
});
export type TOpsNoticeBody = z.input<typeof ZOpsNoticeBody>;

export const ZOpsNotice = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  isPinned: z.boolean(),
  publishedAt: z.string(),
  hiddenAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TOpsNotice = z.infer<typeof ZOpsNotice>;

export const ZOpsFaqBody = z.object({
  category: z.string().trim().min(1).max(40),
  question: z.string().trim().min(1).max(300),
  answer: z.string().trim().min(1).max(20_000),
  sort: z.number().int().min(0).max(9999).default(0),
});
export type TOpsFaqBody = z.input<typeof ZOpsFaqBody>;

export const ZOpsFaq = z.object({
  id: z.number().int(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
  sort: z.number().int(),
  hiddenAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type TOpsFaq = z.infer<typeof ZOpsFaq>;

export const ZOpsPopupBody = z.object({
  title: z.string().trim().min(1).max(100),
  body: z.string().trim().max(2000).default(''),
  imageUrl: z.string().trim().max(500).default(''),
  imageAlt: z.string().trim().max(200).default(''),
  linkUrl: ZSiteLink.default(''),
  linkLabel: z.string().trim().max(40).default(''),
  startsAt: ZKstDateTime,
  endsAt: ZKstDateTime,
});
export type TOpsPopupBody = z.input<typeof ZOpsPopupBody>;

/** The home popup as members see it (GET /v1/service/popup) and as the console edits it. */
export const ZSitePopup = z.object({
  title: z.string(),
  body: z.string(),
  imageUrl: z.string(),
  imageAlt: z.string(),
  linkUrl: z.string(),
  linkLabel: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type TSitePopup = z.infer<typeof ZSitePopup>;

export const ZOpsPopup = ZSitePopup.extend({ updatedAt: z.string() });
export type TOpsPopup = z.infer<typeof ZOpsPopup>;

/** An uploaded banner image, stored under the public media root. */
export const ZOpsImageUpload = z.object({ imageUrl: z.string() });
