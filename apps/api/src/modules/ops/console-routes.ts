import type { FastifyRequest } from 'fastify';
import type { ApiApp } from '#api/http/types';
import type { ConsoleAuth, SignedInOperator } from './console-auth.ts';

export const OPS_COOKIE = 'ops_token';

/** The operator of a request inside a console scope (resolved before anything else). */
export type OperatorOf = (request: FastifyRequest) => SignedInOperator;

/**
 * Declares console routes (ADR 034): inside the scope every request resolves the operator from
 * the `ops_token` cookie first, before its body is parsed or validated, so a visitor or member
 * gets 404 ERROR_API_PATH_WRONG and learns nothing, not even that a request was malformed.
 * Each handler then checks its role with `auth.may`.
 */
export function consoleRoutes(
  app: ApiApp,
  auth: ConsoleAuth,
  declare: (scope: ApiApp, operatorOf: OperatorOf) => void,
): void {
  void app.register(async (scope) => {
    const operators = new WeakMap<FastifyRequest, SignedInOperator>();
    scope.addHook('onRequest', async (request) => {
      operators.set(request, await auth.signedIn(request.cookies[OPS_COOKIE]));
    });
    declare(scope, (request) => operators.get(request)!);
  });
}
