import { defineModule } from '#api/app/module';
import { createAttendance } from './attendance.ts';
import { createCoupons } from './coupons.ts';
import { createEventRepository } from './repository.ts';
import { registerEventRoutes } from './routes.ts';
import { createEventService } from './service.ts';

/** Events, attendance check-ins and coupons (ADR 020). */
export const eventsModule = defineModule('events', (kernel) => {
  const repository = createEventRepository(kernel.db);
  const now = kernel.settings.clock;
  const events = createEventService({
    events: repository,
    bonusHearts: kernel.settings.identity.bonusHearts,
    now,
  });
  const attendance = createAttendance({ events: repository, ledger: kernel.ledger, now });
  const coupons = createCoupons({ events: repository, ledger: kernel.ledger, now });
  return {
    exports: { events, attendance, coupons },
    routes: (api) => registerEventRoutes(api, { events, attendance, coupons, sessions: kernel.sessions }),
  };
});
