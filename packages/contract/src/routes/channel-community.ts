import { z } from 'zod';
import {
  ZAnnouncement,
  ZAnnouncementBody,
  ZAnnouncementList,
  ZBlockAnswer,
  ZBlockBody,
  ZChannelBlockList,
  ZMemberNotificationList,
  ZNotificationsRead,
  ZStudioGalleryFields,
  ZStudioGalleryItem,
  ZStudioGalleryList,
  ZStudioRemoved,
} from '../schemas/channel-community.ts';
import { channelCommunityEndpoints } from './channel-community.endpoints.ts';
import { defineRoutes } from './define.ts';
import { ZIdParams, zId } from './params.ts';

const ZItemParams = z.object({ id: zId, itemId: zId });
const ZMemberParams = z.object({ id: zId, userId: zId });
const OWNER = '(the channel owner only)';

/** Issue 37: the studio's gallery, announcements and blocks; a member's in-app notifications. */
export const channelCommunityRoutes = defineRoutes('studio', channelCommunityEndpoints, {
  galleryItems: {
    summary: `The channel's gallery items as the studio lists them, with purchase counts ${OWNER}`,
    params: ZIdParams,
    answer: ZStudioGalleryList,
  },
  uploadGalleryItem: {
    summary:
      `Uploads a gallery item (multipart/form-data: file field \`image\` — JPEG, PNG, WebP or GIF up to 10 MB, ` +
      're-encoded; text fields title, description, price, membersOnly, isAdult). The preview is made by ' +
      `the server: blurred when the item is paid or members-only ${OWNER}`,
    params: ZIdParams,
    upload: true,
    body: ZStudioGalleryFields.extend({
      image: z.string().meta({ format: 'binary' }).describe('the image file'),
    }).nullish(),
    answer: ZStudioGalleryItem,
  },
  updateGalleryItem: {
    summary: `Edits an item's title, description, price, members-only and 19+ flags ${OWNER}`,
    params: ZItemParams,
    body: ZStudioGalleryFields,
    answer: ZStudioGalleryItem,
  },
  removeGalleryItem: {
    summary: `Deletes an item from the gallery ${OWNER}`,
    params: ZItemParams,
    answer: ZStudioRemoved,
  },
  announcements: {
    summary: `Sent announcements, newest first, with recipient counts ${OWNER}`,
    params: ZIdParams,
    answer: ZAnnouncementList,
  },
  sendAnnouncement: {
    summary:
      'Sends an announcement to every follower or to the live members of chosen tiers, as an in-app ' +
      'notification (and mail to those who opted in to alarms), delivered by a job; at most 3 per ' +
      `channel per Seoul day (the 4th: 429) ${OWNER}`,
    params: ZIdParams,
    body: ZAnnouncementBody,
    answer: ZAnnouncement,
  },
  blocks: {
    summary: `Members blocked from the channel ${OWNER}`,
    params: ZIdParams,
    answer: ZChannelBlockList,
  },
  block: {
    summary: `Blocks a member from the channel: no comments, tips or gifts there; purchases stay theirs ${OWNER}`,
    params: ZIdParams,
    body: ZBlockBody,
    answer: ZBlockAnswer,
  },
  unblock: { summary: `Lifts a block ${OWNER}`, params: ZMemberParams, answer: ZBlockAnswer },
  blockCommentAuthor: {
    summary: `Blocks the author of a comment on the channel's episode, post or picture from the channel ${OWNER}`,
    params: ZIdParams,
    answer: ZBlockAnswer,
  },
  notifications: {
    tags: ['user'],
    summary:
      "The member's in-app notifications (announcements of channels they follow or belong to), newest first",
    answer: ZMemberNotificationList,
  },
  readNotifications: {
    tags: ['user'],
    summary: "Marks all of the member's notifications read",
    answer: ZNotificationsRead,
  },
});
