import { routes } from '@sogon/contract/routes/table';
import { defineModule } from '#api/app/module';
import { galleryMediaPlugin } from '#api/http/gallery-media-plugin';
import { createChannelRepository } from '#api/modules/channel';
import { registerNestedCommentRoutes } from '#api/modules/comments';
import { createGalleryRepository } from './repository.ts';
import { registerGalleryRoutes } from './routes.ts';
import { createGalleryService } from './service.ts';

/** Channel galleries: items unlocked with hearts or a subscription, their comments and images (ADR 016). */
export const galleryModule = defineModule('gallery', (kernel) => {
  const gallery = createGalleryService({
    gallery: createGalleryRepository(kernel.db),
    channels: createChannelRepository(kernel.db, kernel.settings.clock),
    ledger: kernel.ledger,
    entitlements: kernel.entitlements,
  });
  return {
    exports: { gallery },
    routes: (api) => {
      registerGalleryRoutes(api, { gallery, sessions: kernel.sessions });
      registerNestedCommentRoutes(api, {
        comments: kernel.comments,
        sessions: kernel.sessions,
        routes: routes.galleryComments,
        childParam: 'itemId',
        target: gallery.commentTarget,
      });
    },
    mediaPlugins: [
      galleryMediaPlugin({
        storage: kernel.media.privateStorage,
        gallery,
        viewerOf: kernel.viewerOf,
      }),
    ],
  };
});
