import { defineModule } from '#api/app/module';
import { registerDiscoveryRoutes } from './routes.ts';
import { createDiscovery } from './service.ts';

/** Catalog-wide feeds, follows and 찜, and episode reads. */
export const discoveryModule = defineModule('discovery', (kernel) => {
  const discovery = createDiscovery({
    db: kernel.db,
    reads: kernel.reads,
    playlists: kernel.playlistRepository,
    entitlements: kernel.entitlements,
    flushPositions: () => kernel.playback.flush(),
    now: kernel.settings.clock,
  });
  return {
    exports: { discovery },
    routes: (api) => registerDiscoveryRoutes(api, { discovery, sessions: kernel.sessions }),
  };
});
