import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ConsoleAuth } from '#api/modules/ops';
import { consoleRoutes } from '#api/modules/ops';
import type { OpsEvents } from './ops-events.service.ts';

/** The console's events and coupons (ADR 034: declared here, with the data, behind the kernel's guard). */
export function registerOpsEventRoutes(app: ApiApp, deps: { auth: ConsoleAuth; ops: OpsEvents }): void {
  const { auth, ops } = deps;
  const table = routes.opsEvents;

  consoleRoutes(app, auth, (scope, { operatorOf, allow }) => {
    route(scope, table.events, {
      ...allow('events'),
      handler: async (request) => ok(await ops.events(request.query)),
    });
    route(scope, table.event, {
      ...allow('events'),
      handler: async (request) => ok(await ops.event(request.params.id)),
    });
    route(scope, table.createEvent, {
      ...allow('eventsEdit'),
      handler: async (request) => ok(await ops.createEvent(operatorOf(request), request.body)),
    });
    route(scope, table.updateEvent, {
      ...allow('eventsEdit'),
      handler: async (request) =>
        ok(await ops.updateEvent(operatorOf(request), request.params.id, request.body)),
    });
    route(scope, table.coupons, {
      ...allow('coupons'),
      handler: async (request) => ok(await ops.coupons(request.query)),
    });
    route(scope, table.coupon, {
      ...allow('coupons'),
      handler: async (request) => ok(await ops.coupon(request.params.id)),
    });
    route(scope, table.createCoupon, {
      ...allow('couponsEdit'),
      handler: async (request) => ok(await ops.createCoupon(operatorOf(request), request.body)),
    });
    route(scope, table.disableCoupon, {
      ...allow('couponsEdit'),
      handler: async (request) =>
        ok(await ops.disableCoupon(operatorOf(request), request.params.id, request.body.reason)),
    });
    route(scope, table.couponCodes, {
      ...allow('couponsEdit'),
      handler: async (request, reply) => {
        const csv = await ops.codesCsv(request.params.id);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${csv.filename}"`)
          .header('cache-control', 'no-store')
          .send(csv.body);
      },
    });
  });
}
