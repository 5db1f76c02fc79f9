import { defineModule } from '#api/app/module';
import { episodeMediaPlugin } from '#api/http/episode-media-plugin';
import { createSocialRepository } from '#api/modules/discovery/social.repository';
import { createPlaylistRepository } from '#api/modules/playlist/repository';
import { createPlaylistService } from '#api/modules/playlist/service';
import { createStreamAccess } from './access.ts';
import { mediaDeliveryPlugin } from './delivery-plugin.ts';
import { createPlayService } from './play-service.ts';
import { registerMediaRoutes } from './routes.ts';

/** Play grants and HLS delivery of published packages, keys and images (ADR 014). */
export const mediaModule = defineModule('media', (kernel) => {
  const { media, settings } = kernel;
  const access = createStreamAccess({ media: media.repository, entitlements: kernel.entitlements });
  const play = createPlayService({
    media: media.repository,
    access,
    tokenKey: kernel.keys.streamToken,
    ensurePreview: (contentId) => media.pipeline.ensurePreview(contentId),
    resumeAt: kernel.playback.resumeAt,
  });
  return {
    exports: { media: { ...media, access, play, tokenKey: kernel.keys.streamToken } },
    routes: (api) => registerMediaRoutes(api, { play, viewerOf: kernel.viewerOf }),
    mediaPlugins: [
      episodeMediaPlugin({
        privateRoot: settings.media.roots.private,
        playlists: createPlaylistService({
          playlists: createPlaylistRepository(kernel.db),
          entitlements: kernel.entitlements,
          reactions: createSocialRepository(kernel.db),
        }),
        viewerOf: kernel.viewerOf,
      }),
      mediaDeliveryPlugin({
        media: media.repository,
        access,
        storage: media.storage,
        tokenKey: kernel.keys.streamToken,
        viewerOf: kernel.viewerOf,
        entitlementCacheMs: settings.media.entitlementCacheMs,
        now: () => settings.clock().getTime(),
      }),
    ],
  };
});
