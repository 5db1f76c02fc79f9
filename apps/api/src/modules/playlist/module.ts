import { defineModule } from '#api/app/module';
import { createSocialRepository } from '#api/modules/discovery/social.repository';
import { createMemberFactsRepository } from './member-facts.ts';
import { createPlaylistRepository } from './repository.ts';
import { registerPlaylistRoutes } from './routes.ts';
import { createPlaylistService } from './service.ts';

/** A playlist page: its episodes and what the caller may play. */
export const playlistModule = defineModule('playlist', (kernel) => {
  const playlists = createPlaylistService({
    playlists: createPlaylistRepository(kernel.reads),
    entitlements: kernel.entitlements,
    reactions: createSocialRepository(kernel.reads),
    memberFacts: createMemberFactsRepository(kernel.db),
    visitorCacheMs: kernel.settings.homeCacheMs,
    coherent: kernel.changes.coherent,
    primary: {
      playlists: createPlaylistRepository(kernel.db),
      entitlements: kernel.entitlements,
      reactions: createSocialRepository(kernel.db),
    },
  });
  kernel.changes.on('catalog', playlists.forget);
  return { exports: { playlists }, routes: (api) => registerPlaylistRoutes(api, playlists, kernel.viewerOf) };
});
