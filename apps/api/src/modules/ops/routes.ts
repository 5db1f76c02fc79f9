import { opsTexts } from '@sogon/contract/messages/ops';
import {
  ZOperator,
  ZOpsAuditEntry,
  ZOpsAuditQuery,
  ZOpsDashboard,
  ZOpsHeartsBody,
  ZOpsIdParams,
  ZOpsLoginBody,
  ZOpsMemberDetail,
  ZOpsMemberQuery,
  ZOpsMemberRow,
  ZOpsReasonBody,
} from '@sogon/contract/schemas/ops';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#api/http/app-error';
import { envelope, ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
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

  app.post('/ops/auth/login', {
    schema: {
      tags: ['ops'],
      summary:
        'Operator sign-in: e-mail, password and the authenticator code; sets ops_token (12 h, 30 min idle)',
      body: ZOpsLoginBody,
      response: { 200: envelope(ZOperator) },
    },
    handler: async (request, reply) => {
      const { token, operator } = await ops.login(request.body, request.ip);
      reply.setCookie(OPS_COOKIE, token, { ...cookie, maxAge: OPS_SESSION_TTL_MS / 1000 });
      reply.header('cache-control', 'no-store');
      return ok(operator);
    },
  });

  app.post('/ops/auth/logout', {
    schema: {
      tags: ['ops'],
      summary: 'Ends the operator session and clears ops_token',
      response: { 200: envelope(z.object({ loggedOut: z.literal(true) })) },
    },
    handler: async (request, reply: FastifyReply) => {
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
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.get('/ops/me', {
      schema: {
        tags: ['ops'],
        summary: 'The signed-in operator and role',
        response: { 200: envelope(ZOperator) },
      },
      handler: async (request) => ok(ops.toOperator(signedIn(request))),
    });

    routes.get('/ops/dashboard', {
      schema: {
        tags: ['ops'],
        summary:
          'Today and the last 30 days in KST: sign-ups, verifications, payments, hearts, visitors, ' +
          'listening, top playlists (operator, finance)',
        response: { 200: envelope(ZOpsDashboard) },
      },
      handler: async (request) => {
        ops.may(signedIn(request), 'dashboard');
        return ok(await dashboard.figures());
      },
    });

    routes.get('/ops/members', {
      schema: {
        tags: ['ops'],
        summary: 'Members by e-mail, nickname or id (operator, support)',
        querystring: ZOpsMemberQuery,
        response: { 200: envelope(z.array(ZOpsMemberRow)) },
      },
      handler: async (request) => {
        ops.may(signedIn(request), 'members');
        return ok(await ops.members(request.query));
      },
    });

    routes.get('/ops/members/:id', {
      schema: {
        tags: ['ops'],
        summary: 'One member: status, identity (never phone or CI), wallet, sessions (operator, support)',
        params: ZOpsIdParams,
        response: { 200: envelope(ZOpsMemberDetail) },
      },
      handler: async (request) => {
        ops.may(signedIn(request), 'members');
        return ok(await ops.member(request.params.id));
      },
    });

    routes.post('/ops/members/:id/block', {
      schema: {
        tags: ['ops'],
        summary: 'Blocks a member and ends their sessions; audited (operator)',
        params: ZOpsIdParams,
        body: ZOpsReasonBody,
        response: { 200: envelope(ZOpsMemberDetail) },
      },
      handler: async (request) =>
        ok(await ops.block(signedIn(request), request.params.id, request.body.reason)),
    });

    routes.post('/ops/members/:id/unblock', {
      schema: {
        tags: ['ops'],
        summary: 'Lifts a block; audited (operator)',
        params: ZOpsIdParams,
        body: ZOpsReasonBody,
        response: { 200: envelope(ZOpsMemberDetail) },
      },
      handler: async (request) =>
        ok(await ops.unblock(signedIn(request), request.params.id, request.body.reason)),
    });

    routes.post('/ops/members/:id/adult-mode-off', {
      schema: {
        tags: ['ops'],
        summary: "Turns a member's adult mode off; audited (operator, support)",
        params: ZOpsIdParams,
        body: ZOpsReasonBody,
        response: { 200: envelope(ZOpsMemberDetail) },
      },
      handler: async (request) =>
        ok(await ops.adultModeOff(signedIn(request), request.params.id, request.body.reason)),
    });

    routes.post('/ops/members/:id/end-sessions', {
      schema: {
        tags: ['ops'],
        summary: 'Ends every session of a member (each device logs in again); audited (operator, support)',
        params: ZOpsIdParams,
        body: ZOpsReasonBody,
        response: { 200: envelope(ZOpsMemberDetail) },
      },
      handler: async (request) =>
        ok(await ops.endSessions(signedIn(request), request.params.id, request.body.reason)),
    });

    routes.post('/ops/members/:id/hearts', {
      schema: {
        tags: ['ops'],
        summary:
          'Grants or takes back bonus hearts as a ledger movement; a fresh authenticator code and an ' +
          'Idempotency-Key header are required; audited (operator)',
        params: ZOpsIdParams,
        body: ZOpsHeartsBody,
        response: { 200: envelope(ZOpsMemberDetail) },
      },
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

    routes.get('/ops/audit', {
      schema: {
        tags: ['ops'],
        summary: 'The audit log, newest first (operator)',
        querystring: ZOpsAuditQuery,
        response: { 200: envelope(z.array(ZOpsAuditEntry)) },
      },
      handler: async (request) => {
        ops.may(signedIn(request), 'audit');
        return ok(await ops.audit(request.query));
      },
    });
  });
}
