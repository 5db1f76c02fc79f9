import { opsTexts } from '@sogon/contract/messages/ops';
import { routes } from '@sogon/contract/routes/table';
import { AppError } from '#api/http/app-error';
import { ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import { type ConsoleAuth, OPS_SESSION_TTL_MS } from './console-auth.ts';
import { consoleRoutes, OPS_COOKIE } from './console-routes.ts';
import type { OpsDashboard } from './dashboard.ts';
import type { MemberOps } from './members.service.ts';
import type { OperatorAdmin } from './operators.service.ts';

/**
 * The console's own API (issue 17, ADR 030): sign-in, the operator, the dashboard, members and
 * the audit log. Other modules declare their console routes the same way (consoleRoutes).
 */
export function registerOpsRoutes(
  app: ApiApp,
  deps: {
    auth: ConsoleAuth;
    members: MemberOps;
    operators: OperatorAdmin;
    dashboard: OpsDashboard;
    secureCookies: boolean;
  },
): void {
  const { auth, members, operators, dashboard, secureCookies } = deps;
  const cookie = { path: '/', httpOnly: true, sameSite: 'strict', secure: secureCookies } as const;
  const table = routes.ops;

  route(app, table.login, {
    handler: async (request, reply) => {
      const { token, operator } = await auth.login(request.body, request.ip);
      reply.setCookie(OPS_COOKIE, token, { ...cookie, maxAge: OPS_SESSION_TTL_MS / 1000 });
      reply.header('cache-control', 'no-store');
      return ok(operator);
    },
  });

  route(app, table.logout, {
    handler: async (request, reply) => {
      await auth.logout(request.cookies[OPS_COOKIE]);
      reply.clearCookie(OPS_COOKIE, cookie);
      return ok({ loggedOut: true as const });
    },
  });

  consoleRoutes(app, auth, (scope, { operatorOf, allow }) => {
    route(scope, table.me, {
      ...allow('console'),
      handler: async (request) => ok(auth.toOperator(operatorOf(request))),
    });

    route(scope, table.dashboard, {
      ...allow('dashboard'),
      handler: async () => ok(await dashboard.figures()),
    });

    route(scope, table.members, {
      ...allow('members'),
      handler: async (request) => {
        return ok(await members.members(request.query));
      },
    });

    route(scope, table.member, {
      ...allow('members'),
      handler: async (request) => {
        return ok(await members.member(request.params.id));
      },
    });

    route(scope, table.memberActivity, {
      ...allow('members'),
      handler: async (request) => ok(await members.activity(request.params.id)),
    });

    route(scope, table.block, {
      ...allow('block'),
      handler: async (request) =>
        ok(await members.block(operatorOf(request), request.params.id, request.body.reason)),
    });

    route(scope, table.unblock, {
      ...allow('block'),
      handler: async (request) =>
        ok(await members.unblock(operatorOf(request), request.params.id, request.body.reason)),
    });

    route(scope, table.adultModeOff, {
      ...allow('adultMode'),
      handler: async (request) =>
        ok(await members.adultModeOff(operatorOf(request), request.params.id, request.body.reason)),
    });

    route(scope, table.endSessions, {
      ...allow('sessions'),
      handler: async (request) =>
        ok(await members.endSessions(operatorOf(request), request.params.id, request.body.reason)),
    });

    route(scope, table.changeBonus, {
      ...allow('hearts'),
      handler: async (request) => {
        const key = idempotencyKeyHeader(request);
        if (!key) {
          throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
            detail: opsTexts.details.idempotencyKeyRequired,
          });
        }
        return ok(await members.changeBonus(operatorOf(request), request.params.id, request.body, key));
      },
    });

    route(scope, table.operators, {
      ...allow('operators'),
      handler: async () => ok(await operators.list()),
    });

    route(scope, table.createOperator, {
      ...allow('operators'),
      handler: async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await operators.create(operatorOf(request), request.body));
      },
    });

    route(scope, table.changeOperator, {
      ...allow('operators'),
      handler: async (request) =>
        ok(await operators.change(operatorOf(request), request.params.id, request.body)),
    });

    route(scope, table.audit, {
      ...allow('audit'),
      handler: async (request) => {
        return ok(await auth.auditEntries(request.query));
      },
    });
  });
}
