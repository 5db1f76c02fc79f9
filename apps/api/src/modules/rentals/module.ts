import { defineModule } from '#api/app/module';
import { createRentalRepository } from './repository.ts';
import { registerRentalRoutes } from './routes.ts';
import { createRentalService } from './service.ts';

/**
 * 대여 and 기다무 (ADR 066, issue 38). `rentals.writeRental` writes a rental row for other
 * modules (pass tickets, accepted gifts); entitlement reads every rentals row, whatever its source.
 */
export const rentalsModule = defineModule('rentals', (kernel) => {
  const repository = createRentalRepository(kernel.db);
  const rentals = createRentalService({ rentals: repository, now: kernel.settings.clock });
  return {
    exports: { rentals: { ...rentals, writeRental: repository.writeRental } },
    routes: (api) => registerRentalRoutes(api, { rentals, sessions: kernel.sessions }),
  };
});
