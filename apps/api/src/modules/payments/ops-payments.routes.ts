import { opsTexts } from '@sogon/contract/messages/ops';
import { routes } from '@sogon/contract/routes/table';
import { AppError } from '#api/http/app-error';
import { ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ConsoleAuth } from '#api/modules/ops';
import { consoleRoutes } from '#api/modules/ops';
import type { OpsPayments } from './ops-payments.service.ts';

/** The payments module's console routes (ADR 034): payments, refunds, heart products. */
export function registerOpsPaymentRoutes(app: ApiApp, deps: { auth: ConsoleAuth; ops: OpsPayments }): void {
  const { ops } = deps;
  const table = routes.opsPayments;
  consoleRoutes(app, deps.auth, (scope, { operatorOf, allow }) => {
    route(scope, table.payments, {
      ...allow('payments'),
      handler: async (request) => ok(await ops.list(request.query)),
    });

    route(scope, table.payment, {
      ...allow('payments'),
      handler: async (request) => ok(await ops.detail(request.params.id)),
    });

    route(scope, table.refund, {
      ...allow('refunds'),
      handler: async (request) => {
        const key = idempotencyKeyHeader(request);
        if (!key) {
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
            detail: opsTexts.details.idempotencyKeyRequired,
          });
        }
        return ok(await ops.refund(operatorOf(request), request.params.id, request.body, key));
      },
    });

    route(scope, table.products, {
      ...allow('products'),
      handler: async () => ok(await ops.products()),
    });

    route(scope, table.createProduct, {
      ...allow('productsEdit'),
      handler: async (request) => ok(await ops.createProduct(operatorOf(request), request.body)),
    });

    route(scope, table.updateProduct, {
      ...allow('productsEdit'),
      handler: async (request) =>
        ok(await ops.updateProduct(operatorOf(request), request.params.id, request.body)),
    });
  });
}
