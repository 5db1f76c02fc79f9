import { opsTexts } from '@sogon/contract/messages/ops';
import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/http/app-error';
import { ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { OpsDashboard } from './dashboard.ts';
import { OPS_SESSION_TTL_MS, type OpsService, type SignedInOperator } from './service.ts';

export const OPS_COOKIE = 'ops_token';

/**
 * The console's API (issue 17, ADR 030). Every route but the sign-in resolves the operator from
 * the `ops_token` cookie first and checks the role: anyone else gets 404 ERROR_API_PATH_WRONG.
 */
export function registerOpsRoutes(
  app: ApiApp,
  deps: { ops: OpsService; dashboard: OpsDashboard; secureCookies: boolean },
): void {
  const { ops, dashboard, secureCookies } = deps;
  const cookie = { path: '/', httpOnly: true, sameSite: 'strict', secure: secureCookies } as const;
  const table = routes.ops;

  route(app, table.login, {
    handler: async (request, reply) => {
      const { token, operator } = await ops.login(request.body, request.ip);
      reply.setCookie(OPS_COOKIE, token, { ...cookie, maxAge: OPS_SESSION_TTL_MS / 1000 });
      reply.header('cache-control', 'no-store');
      return ok(operator);
    },
  });

  route(app, table.logout, {
    handler: async (request, reply) => {
      await ops.logout(request.cookies[OPS_COOKIE]);
      reply.clearCookie(OPS_COOKIE, cookie);
      return ok({ loggedOut: true as const });
    },
  });

  // Every other route: the operator is resolved before the body is parsed or validated, so a
  // stranger learns nothing, not even that a request was malformed.
  void app.register(async (scope) => {
    const operators = new WeakMap<FastifyRequest, SignedInOperator>();
    scope.addHook('onRequest', async (request) => {
      operators.set(request, await ops.signedIn(request.cookies[OPS_COOKIE]));
    });
    const signedIn = (request: FastifyRequest): SignedInOperator => operators.get(request)!;

    route(scope, table.me, { handler: async (request) => ok(ops.toOperator(signedIn(request))) });

    route(scope, table.dashboard, {
      handler: async (request) => {
        ops.may(signedIn(request), 'dashboard');
        return ok(await dashboard.figures());
      },
    });

    route(scope, table.members, {
      handler: async (request) => {
        ops.may(signedIn(request), 'members');
        return ok(await ops.members(request.query));
      },
    });

    route(scope, table.member, {
      handler: async (request) => {
        ops.may(signedIn(request), 'members');
        return ok(await ops.member(request.params.id));
      },
    });

    route(scope, table.block, {
      handler: async (request) =>
        ok(await ops.block(signedIn(request), request.params.id, request.body.reason)),
    });

    route(scope, table.unblock, {
      handler: async (request) =>
        ok(await ops.unblock(signedIn(request), request.params.id, request.body.reason)),
    });

    route(scope, table.adultModeOff, {
      handler: async (request) =>
        ok(await ops.adultModeOff(signedIn(request), request.params.id, request.body.reason)),
    });

    route(scope, table.endSessions, {
      handler: async (request) =>
        ok(await ops.endSessions(signedIn(request), request.params.id, request.body.reason)),
    });

    route(scope, table.changeBonus, {
      handler: async (request) => {
        ops.may(signedIn(request), 'hearts');
        const key = idempotencyKeyHeader(request);
        if (!key) {
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
            detail: opsTexts.details.idempotencyKeyRequired,
          });
        }
        return ok(await ops.changeBonus(signedIn(request), request.params.id, request.body, key));
      },
    });

    route(scope, table.audit, {
      handler: async (request) => {
        ops.may(signedIn(request), 'audit');
        return ok(await ops.audit(request.query));
      },
    });
  });
}
