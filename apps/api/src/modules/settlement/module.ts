import { defineModule } from '#api/app/module';
import { createEarningsRepository } from './earnings.repository.ts';
import { createSettlementRepository } from './repository.ts';
import { registerSettlementRoutes } from './routes.ts';
import { createSettlementService } from './service.ts';

/** Tips, creator earnings and the monthly close (issue 20, ADR 043). */
export const settlementModule = defineModule('settlement', (kernel) => {
  const settlement = createSettlementService({
    ledger: kernel.ledger,
    settlement: createSettlementRepository(kernel.db),
    earnings: createEarningsRepository(kernel.db, kernel.reads),
    mail: (message) => kernel.mailer.send(message),
    now: kernel.settings.clock,
  });
  return {
    exports: { settlement },
    routes: (api) =>
      registerSettlementRoutes(api, { settlement, sessions: kernel.sessions, auth: kernel.console }),
  };
});
