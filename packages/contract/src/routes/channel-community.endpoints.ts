/** Issue 37: studio gallery uploads, announcements, channel blocks and the member's notifications. */
export const channelCommunityEndpoints = {
  galleryItems: 'GET /v1/studio/channels/:id/gallery',
  uploadGalleryItem: 'POST /v1/studio/channels/:id/gallery',
  updateGalleryItem: 'PUT /v1/studio/channels/:id/gallery/:itemId',
  removeGalleryItem: 'DELETE /v1/studio/channels/:id/gallery/:itemId',
  announcements: 'GET /v1/studio/channels/:id/announcements',
  sendAnnouncement: 'POST /v1/studio/channels/:id/announcements',
  blocks: 'GET /v1/studio/channels/:id/blocks',
  block: 'POST /v1/studio/channels/:id/blocks',
  unblock: 'DELETE /v1/studio/channels/:id/blocks/:userId',
  blockCommentAuthor: 'POST /v1/studio/comments/:id/block',
  notifications: 'GET /v1/user/notifications',
  readNotifications: 'POST /v1/user/notifications/read',
} as const;
