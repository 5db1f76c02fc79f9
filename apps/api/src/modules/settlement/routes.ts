import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import type { ConsoleAuth } from '#api/modules/ops';
import { consoleRoutes } from '#api/modules/ops';
import type { SettlementService } from './service.ts';

/** Tips, the studio's earnings and statements, and the console's monthly payouts (ADR 043). */
export function registerSettlementRoutes(
  app: ApiApp,
  deps: { settlement: SettlementService; sessions: Sessions; auth: ConsoleAuth },
): void {
  const { settlement, sessions, auth } = deps;
  const table = routes.settlement;
  const memberId = async (request: FastifyRequest) => (await sessions.member(request.ctx)).user.id;

  route(app, table.tip, {
    config: { requiresClientHeader: true },
    handler: async (request) => {
      // A malformed key is ignored: without one every tip is its own.
      const key = idempotencyKeyHeader(request) ?? undefined;
      return ok(await settlement.tip(await memberId(request), request.params.id, request.body, key));
    },
  });

  route(app, table.earnings, {
    handler: async (request) =>
      ok(await settlement.earnings(request.params.id, await memberId(request), request.query.month)),
  });

  route(app, table.statements, {
    handler: async (request) => ok(await settlement.statements(request.params.id, await memberId(request))),
  });

  route(app, table.recordTaxInvoice, {
    handler: async (request) =>
      ok(
        await settlement.recordTaxInvoice(
          request.params.id,
          await memberId(request),
          request.params.month,
          request.body,
        ),
      ),
  });

  route(app, table.contract, {
    handler: async (request) => ok(await settlement.contract(request.params.id, await memberId(request))),
  });

  route(app, table.payoutAccount, {
    handler: async (request) =>
      ok(await settlement.payoutAccount(request.params.id, await memberId(request))),
  });

  route(app, table.registerPayoutAccount, {
    handler: async (request) =>
      ok(await settlement.registerPayoutAccount(request.params.id, await memberId(request), request.body)),
  });

  consoleRoutes(app, auth, (scope, { operatorOf, allow }) => {
    route(scope, table.batches, {
      ...allow('settlements'),
      handler: async () => ok(await settlement.batches()),
    });

    route(scope, table.batch, {
      ...allow('settlements'),
      handler: async (request) => ok(await settlement.batch(request.params.month)),
    });

    route(scope, table.approve, {
      ...allow('settlementsApprove'),
      handler: async (request) =>
        ok(await settlement.approve(auth, operatorOf(request), request.params.month, request.body.otp)),
    });

    route(scope, table.transfers, {
      ...allow('settlements'),
      handler: async (request, reply) => {
        const file = await settlement.transfers(request.params.month);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${file.name}"`)
          .header('cache-control', 'no-store')
          .send(file.body);
      },
    });

    route(scope, table.cancelSpend, {
      ...allow('refunds'),
      handler: async (request) =>
        ok(await settlement.cancelSpend(auth, operatorOf(request), request.params.id, request.body)),
    });

    route(scope, table.opsContract, {
      ...allow('settlements'),
      handler: async (request) => ok(await settlement.opsContract(request.params.id)),
    });

    route(scope, table.updateContract, {
      ...allow('settlementsApprove'),
      handler: async (request) =>
        ok(await settlement.updateContract(auth, operatorOf(request), request.params.id, request.body)),
    });

    route(scope, table.paid, {
      ...allow('settlementsApprove'),
      handler: async (request) =>
        ok(await settlement.paid(auth, operatorOf(request), request.params.month, request.body.otp)),
    });
  });
}
