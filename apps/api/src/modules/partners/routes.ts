import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ConsoleAuth } from '#api/modules/ops';
import { consoleRoutes } from '#api/modules/ops';
import type { PartnerReport } from './report.ts';

/** The partner report in the console (operator, finance). */
export function registerPartnerRoutes(app: ApiApp, deps: { auth: ConsoleAuth; report: PartnerReport }): void {
  const { report } = deps;
  const table = routes.opsPartners;
  consoleRoutes(app, deps.auth, (scope, { allow }) => {
    route(scope, table.report, {
      ...allow('partners'),
      handler: async (request) => ok(await report.report(request.query)),
    });

    route(scope, table.partner, {
      ...allow('partners'),
      handler: async (request) => ok(await report.partner(request.params.pid, request.query)),
    });

    route(scope, table.csv, {
      ...allow('partners'),
      handler: async (request, reply) => {
        const file = await report.csv(request.query);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    });
  });
}
