import { defineModule } from '#api/app/module';
import { createRentalRepository } from '#api/modules/rentals';
import { createDeletedLibrary } from './deleted-library.ts';
import { createPurchaseRepository } from './repository.ts';
import { registerPurchaseRoutes } from './routes.ts';
import { createPurchaseService } from './service.ts';

/** Unlocking episodes and playlists with hearts (ADR 012). */
export const purchasesModule = defineModule('purchases', (kernel) => {
  const purchases = createPurchaseService({
    playlists: kernel.playlistRepository,
    purchases: createPurchaseRepository(kernel.db),
    entitlements: kernel.entitlements,
    ledger: kernel.ledger,
    rentalCredit: createRentalRepository(kernel.db).credit,
    now: kernel.settings.clock,
  });
  return {
    exports: { purchases },
    routes: (api) =>
      registerPurchaseRoutes(api, {
        purchases,
        sessions: kernel.sessions,
        // Episodes their creators deleted that the member still holds (ADR 066).
        deletedLibrary: createDeletedLibrary(kernel.db, kernel.settings.clock),
      }),
  };
});
