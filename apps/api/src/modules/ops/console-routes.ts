import type { TOpsAccess } from '@sogon/contract/schemas/ops';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { ApiApp } from '#api/http/types';
import type { ConsoleAuth, SignedInOperator } from './console-auth.ts';

export const OPS_COOKIE = 'ops_token';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A console route that writes nothing an audit row would record (allow's option). */
    changesNothing?: boolean;
  }
}

/** The operator of a request inside a console scope (resolved before anything else). */
export type OperatorOf = (request: FastifyRequest) => SignedInOperator;

/**
 * Route options that let through only the roles allowed `what` (OPS_ACCESS), checked before the
 * body is validated: `route(scope, table.x, { ...allow('payments'), handler })`.
 */
export type Allow = (
  what: TOpsAccess,
  options?: { changesNothing?: true },
) => { onRequest: onRequestAsyncHookHandler; config: { changesNothing: boolean } };

/**
 * A console request that changed state must have written its audit row (ADR 030). Outside
 * production a success without one fails (500), so every route's tests catch a forgotten row;
 * in production the change has committed, so the answer stands and the omission is logged.
 */
const STRICT_AUDIT = process.env.NODE_ENV !== 'production';

/**
 * Declares console routes (ADR 034): inside the scope every request resolves the operator from
 * the `ops_token` cookie first, before its body is parsed or validated, so a visitor or member
 * gets 404 ERROR_API_PATH_WRONG and learns nothing, not even that a request was malformed.
 * Every route declares its role with `allow(what)`, checked right after, still before validation.
 */
export function consoleRoutes(
  app: ApiApp,
  auth: ConsoleAuth,
  declare: (scope: ApiApp, tools: { operatorOf: OperatorOf; allow: Allow }) => void,
): void {
  void app.register(async (scope) => {
    const operators = new WeakMap<FastifyRequest, SignedInOperator>();
    scope.addHook('onRequest', async (request) => {
      operators.set(request, await auth.signedIn(request.cookies[OPS_COOKIE]));
    });
    const operatorOf: OperatorOf = (request) => operators.get(request)!;
    const allow: Allow = (what, options) => ({
      onRequest: async (request) => auth.may(operatorOf(request), what),
      config: { changesNothing: options?.changesNothing === true },
    });
    scope.addHook('onSend', async (request, reply, payload) => {
      const changing =
        request.method !== 'GET' && request.method !== 'HEAD' && !request.routeOptions.config.changesNothing;
      const operator = operators.get(request);
      if (!changing || reply.statusCode >= 300 || !operator || auth.audited(operator)) return payload;
      request.log.error({ route: request.routeOptions.url }, 'console change without an audit row');
      if (STRICT_AUDIT)
        throw new Error(`${request.method} ${request.routeOptions.url} changed state without an audit row`);
      return payload;
    });
    declare(scope, { operatorOf, allow });
  });
}
