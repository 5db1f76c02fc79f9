import { defineModule } from '#api/app/module';
import { createPlaylistRepository } from '#api/modules/playlist/repository';
import { registerDiscoveryRoutes } from './routes.ts';
import { createDiscovery } from './service.ts';

/** Catalog-wide feeds, follows and 찜, and episode reads. */
export const discoveryModule = defineModule('discovery', (kernel) => {
  const discovery = createDiscovery({
    db: kernel.db,
    reads: kernel.reads,
    playlists: createPlaylistRepository(kernel.db),
    entitlements: kernel.entitlements,
    flushPositions: () => kernel.playback.flush(),
  });
  return {
    exports: { discovery },
    routes: (api) => registerDiscoveryRoutes(api, { discovery, sessions: kernel.sessions }),
  };
});
