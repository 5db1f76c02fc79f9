import { defineModule } from '#api/app/module';
import { createDashboardRepository } from './dashboard.repository.ts';
import { createOpsDashboard } from './dashboard.ts';
import { createMemberOpsRepository } from './members.repository.ts';
import { createMemberOps } from './members.service.ts';
import { createOperatorRepository } from './operators.repository.ts';
import { createOperatorAdmin } from './operators.service.ts';
import { registerOpsRoutes } from './routes.ts';
import { createTotp } from './totp.ts';

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
  const operators = createOperatorAdmin({
    operators: createOperatorRepository(kernel.db),
    auth,
    passwords: kernel.passwords,
    totp: createTotp(kernel.keys.operatorTotp),
    now: kernel.settings.clock,
  });
  const dashboard = createOpsDashboard({
    repository: createDashboardRepository(kernel.db),
    now: kernel.settings.clock,
  });
  return {
    exports: { memberOps: members, operatorAdmin: operators },
    routes: (api) =>
      registerOpsRoutes(api, {
        auth,
        members,
        operators,
        dashboard,
        secureCookies: kernel.settings.secureCookies,
      }),
  };
});
