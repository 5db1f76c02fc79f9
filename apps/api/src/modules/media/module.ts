import { defineModule } from '#api/app/module';
import { publicMediaPlugin } from '#api/http/media-plugin';
import { createEarlyAccess, createStreamAccess, withDeletedForHolders } from '#api/modules/access';
import { createDeletedEpisodes } from './deleted-episodes.ts';
import { mediaDeliveryPlugin } from './delivery-plugin.ts';
import { createDeliveryService } from './delivery-service.ts';
import { createOfflineLicences } from './offline-licence.ts';
import { createPlayService } from './play-service.ts';
import { registerMediaRoutes } from './routes.ts';

/** Play grants and HLS delivery of published packages, keys and images (ADR 014); public media files. */
export const mediaModule = defineModule('media', (kernel) => {
  const { media, settings } = kernel;
  // Deleted episodes still play for those who bought or rent them (ADR 066): the decision lets
  // holders through, and the delivery finds a deleted episode's package.
  const deleted = createDeletedEpisodes(kernel.db);
  const access = withDeletedForHolders(
    createStreamAccess({
      episode: media.repository.episode,
      entitlements: kernel.entitlements,
      early: createEarlyAccess(kernel.db),
      now: settings.clock,
    }),
    {
      ...deleted,
      now: settings.clock,
    },
  );
  const tokenKey = kernel.keys.streamToken;
  const play = createPlayService({
    media: media.repository,
    access,
    tokenKey,
    ensurePreview: (contentId) => media.pipeline.ensurePreview(contentId),
    resumeAt: kernel.playback.resumeAt,
    now: () => settings.clock().getTime(),
  });
  const delivery = createDeliveryService({
    media: {
      ...media.repository,
      episode: async (contentId) =>
        (await media.repository.episode(contentId)) ?? (await deleted.deletedEpisode(contentId)),
    },
    access,
    storage: media.storage,
    tokenKey,
    viewerOf: kernel.viewerOf,
    entitlementCacheMs: settings.media.entitlementCacheMs,
    now: () => settings.clock().getTime(),
  });
  const offline = createOfflineLicences({
    media: media.repository,
    access,
    play,
    storage: media.storage,
    lifetimeSec: () => settings.media.offlineLicenceSec,
    now: () => settings.clock().getTime(),
  });
  return {
    exports: { media: { ...media, access, play, delivery, tokenKey } },
    routes: (api) =>
      registerMediaRoutes(api, { play, offline, viewerOf: kernel.viewerOf, sessions: kernel.sessions }),
    mediaPlugins: [mediaDeliveryPlugin(delivery), publicMediaPlugin(media.publicStorage)],
  };
});
