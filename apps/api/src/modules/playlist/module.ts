import { defineModule } from '#api/app/module';
import { createSocialRepository } from '#api/modules/discovery';
import { createMemberFactsRepository } from './member-facts.ts';
import { createPlaylistRepository } from './repository.ts';
import { registerPlaylistRoutes } from './routes.ts';
import { createPlaylistService } from './service.ts';

/** A playlist page: its episodes and what the caller may play. */
export const playlistModule = defineModule('playlist', (kernel) => {
  const playlists = createPlaylistService({
    playlists: createPlaylistRepository(kernel.reads, kernel.settings.clock),
    entitlements: kernel.entitlements,
    reactions: createSocialRepository(kernel.reads, kernel.settings.clock),
    memberFacts: createMemberFactsRepository(kernel.db),
    visitorCacheMs: kernel.settings.homeCacheMs,
    now: kernel.settings.clock,
    coherent: kernel.changes.coherent,
    primary: {
      playlists: kernel.playlistRepository,
      entitlements: kernel.entitlements,
      reactions: createSocialRepository(kernel.db, kernel.settings.clock),
    },
  });
  kernel.changes.on('catalog', playlists.forget);
  return { exports: { playlists }, routes: (api) => registerPlaylistRoutes(api, playlists, kernel.viewerOf) };
});
