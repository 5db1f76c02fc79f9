import { defineModule } from '#api/app/module';
import { createCommunityRepository } from './repository.ts';
import { registerCommunityRoutes } from './routes.ts';
import { createCommunityService } from './service.ts';

export const ANNOUNCEMENT_QUEUE = 'channel-announcement';

/**
 * Issue 37: a channel's studio gallery uploads, announcements (a job delivers them once per
 * member, in-app and by mail), blocks, and the member's in-app notifications.
 *
 * For other modules: `kernel.channelBlocks.requireNotBlocked(channelId, userId, 'gift')` refuses
 * a member blocked from the channel (gifts, tips, comments ask it).
 */
export const channelCommunityModule = defineModule('channel-community', (kernel) => {
  const community = createCommunityService({
    community: createCommunityRepository(kernel.db),
    blocks: kernel.channelBlocks,
    publicStorage: kernel.media.publicStorage,
    privateStorage: kernel.media.privateStorage,
    enqueueDelivery: (announcementId) => kernel.jobs.send(ANNOUNCEMENT_QUEUE, { announcementId }),
    mail: (message) => kernel.mailer.send(message),
    siteUrl: kernel.settings.siteUrl,
    now: kernel.settings.clock,
  });
  kernel.jobs.queue<{ announcementId: number }>({
    name: ANNOUNCEMENT_QUEUE,
    // Retried with a growing delay; every step of a delivery is safe to run again.
    options: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 900 },
    handler: (job) => community.deliverAnnouncement(job.data.announcementId),
  });
  return {
    exports: { community },
    routes: (api) => registerCommunityRoutes(api, { community, sessions: kernel.sessions }),
  };
});
