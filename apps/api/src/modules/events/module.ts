import { defineModule } from '#api/app/module';
import { createAttendance } from './attendance.ts';
import { createCoupons } from './coupons.ts';
import { createOpsEventsRepository } from './ops-events.repository.ts';
import { registerOpsEventRoutes } from './ops-events.routes.ts';
import { createOpsEvents } from './ops-events.service.ts';
import { createEventRepository } from './repository.ts';
import { registerEventRoutes } from './routes.ts';
import { createEventService } from './service.ts';

/** Events, attendance check-ins and coupons (ADR 020), and their console routes (ADR 034). */
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
  const ops = createOpsEvents({
    db: kernel.db,
    repository: createOpsEventsRepository(kernel.db),
    auth: kernel.console,
    now,
  });
  return {
    exports: { events, attendance, coupons },
    routes: (api) => {
      registerEventRoutes(api, { events, attendance, coupons, sessions: kernel.sessions });
      registerOpsEventRoutes(api, { auth: kernel.console, ops });
    },
  };
});
