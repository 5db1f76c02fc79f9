import { defineModule } from '#api/app/module';
import { createDashboardRepository } from './dashboard.repository.ts';
import { createOpsDashboard } from './dashboard.ts';
import { createMemberOpsRepository } from './members.repository.ts';
import { createMemberOps } from './members.service.ts';
import { registerOpsRoutes } from './routes.ts';

/**
 * The operator console's own API (ADR 030): sign-in, the dashboard, members and the audit log.
 * Who is signed in is the kernel's `console` (ADR 034), shared with the modules that declare
 * console routes for the data they own.
 */
export const opsModule = defineModule('ops', (kernel) => {
  const auth = kernel.console;
  const members = createMemberOps({
    members: createMemberOpsRepository(kernel.db),
    auth,
    ledger: kernel.ledger,
    now: kernel.settings.clock,
  });
  const dashboard = createOpsDashboard({
    repository: createDashboardRepository(kernel.db),
    now: kernel.settings.clock,
  });
  return {
    exports: { memberOps: members },
    routes: (api) =>
      registerOpsRoutes(api, { auth, members, dashboard, secureCookies: kernel.settings.secureCookies }),
  };
});
