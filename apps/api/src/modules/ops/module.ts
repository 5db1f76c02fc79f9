import { defineModule } from '#api/app/module';
import { createMemoryRateLimiter } from '#api/http/rate-limiter';
import { createDashboardRepository } from './dashboard.repository.ts';
import { createOpsDashboard } from './dashboard.ts';
import { createOpsRepository } from './repository.ts';
import { registerOpsRoutes } from './routes.ts';
import { createOpsService } from './service.ts';
import { createTotp } from './totp.ts';

/** The operator console's API (ADR 030): operators, their sessions, member actions, the audit log. */
export const opsModule = defineModule('ops', (kernel) => {
  const ops = createOpsService({
    ops: createOpsRepository(kernel.db),
    ledger: kernel.ledger,
    passwords: kernel.passwords,
    totp: createTotp(kernel.keys.operatorTotp),
    loginLimiter: createMemoryRateLimiter(kernel.settings.limits.opsLogin),
    now: kernel.settings.clock,
  });
  const dashboard = createOpsDashboard({
    repository: createDashboardRepository(kernel.db),
    now: kernel.settings.clock,
  });
  return {
    exports: { ops },
    routes: (api) => registerOpsRoutes(api, { ops, dashboard, secureCookies: kernel.settings.secureCookies }),
  };
});
