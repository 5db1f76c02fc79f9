import { defineModule } from '#api/app/module';
import { publicMediaPlugin } from '#api/http/media-plugin';
import { createStreamAccess } from '#api/modules/access/stream';
import { mediaDeliveryPlugin } from './delivery-plugin.ts';
import { createDeliveryService } from './delivery-service.ts';
import { createOfflineLicences } from './offline-licence.ts';
import { createPlayService } from './play-service.ts';
import { registerMediaRoutes } from './routes.ts';

/** Play grants and HLS delivery of published packages, keys and images (ADR 014); public media files. */
export const mediaModule = defineModule('media', (kernel) => {
  const { media, settings } = kernel;
  const access = createStreamAccess({ episode: media.repository.episode, entitlements: kernel.entitlements });
  const tokenKey = kernel.keys.streamToken;
  const play = createPlayService({
    media: media.repository,
    access,
    tokenKey,
    ensurePreview: (contentId) => media.pipeline.ensurePreview(contentId),
    resumeAt: kernel.playback.resumeAt,
  });
  const delivery = createDeliveryService({
    media: media.repository,
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
