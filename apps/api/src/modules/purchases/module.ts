import { defineModule } from '#api/app/module';
import { createPlaylistRepository } from '#api/modules/playlist/repository';
import { createPurchaseRepository } from './repository.ts';
import { registerPurchaseRoutes } from './routes.ts';
import { createPurchaseService } from './service.ts';

/** Unlocking episodes and playlists with hearts (ADR 012). */
export const purchasesModule = defineModule('purchases', (kernel) => {
  const purchases = createPurchaseService({
    playlists: createPlaylistRepository(kernel.db),
    purchases: createPurchaseRepository(kernel.db),
    entitlements: kernel.entitlements,
    ledger: kernel.ledger,
  });
  return {
    exports: { purchases },
    routes: (api) => registerPurchaseRoutes(api, { purchases, sessions: kernel.sessions }),
  };
});
