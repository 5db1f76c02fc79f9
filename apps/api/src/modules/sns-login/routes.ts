import {
  ZSnsAuthorizeQuery,
  ZSnsLoginAnswer,
  ZSnsLoginBody,
  ZSnsProvider,
  ZSnsProviderStatus,
} from '@sogon/contract/schemas/user';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { envelope, ok } from '#api/http/envelope';
import { requestOrigin } from '#api/http/site-origin';
import type { ApiApp } from '#api/http/types';
import { setTokenCookie } from '#api/modules/account/token-cookie';
import { SNS_STATE_TTL_MS, type SnsLoginService } from './service.ts';

/** Carries the state to the callback in this browser only, so a code fed from elsewhere fails. */
export const SNS_STATE_COOKIE = 'sns_state';

const ZProviderParams = z.object({ provider: ZSnsProvider });

function stateCookie(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

function setStateCookie(reply: FastifyReply, state: string, secure: boolean): void {
  reply.setCookie(SNS_STATE_COOKIE, state, { ...stateCookie(secure), maxAge: SNS_STATE_TTL_MS / 1000 });
}

export function registerSnsLoginRoutes(
  app: ApiApp,
  deps: { snsLogin: SnsLoginService; secureCookies: boolean },
): void {
  const { snsLogin, secureCookies } = deps;

  app.get('/v1/user/auth/sns/providers', {
    schema: {
      tags: ['user'],
      summary: 'Social logins on offer; `sandbox` marks the local test provider standing in for one',
      response: { 200: envelope(z.array(ZSnsProviderStatus)) },
    },
    handler: async () => ok(snsLogin.offered()),
  });

  app.get('/v1/user/auth/sns/:provider/authorize', {
    schema: {
      tags: ['user'],
      summary:
        'Starts a social login: sets the sns_state cookie and redirects (302) to the provider, which returns to /sns',
      params: ZProviderParams,
      querystring: ZSnsAuthorizeQuery,
    },
    handler: async (request, reply) => {
      const { state, location } = await snsLogin.begin(
        request.params.provider,
        request.query,
        requestOrigin(request),
      );
      setStateCookie(reply, state, secureCookies);
      reply.header('cache-control', 'no-store');
      return reply.redirect(location, 302);
    },
  });

  app.post('/v1/user/auth/sns/:provider', {
    schema: {
      tags: ['user'],
      summary:
        'Finishes a social login with the code and state from the callback; signs the member up on first use',
      params: ZProviderParams,
      body: ZSnsLoginBody,
      response: { 200: envelope(ZSnsLoginAnswer) },
    },
    handler: async (request, reply) => {
      const answer = await snsLogin.complete(
        request.params.provider,
        request.body,
        request.cookies[SNS_STATE_COOKIE],
        request.ctx,
        request.log,
      );
      setTokenCookie(reply, answer.token, secureCookies);
      reply.clearCookie(SNS_STATE_COOKIE, stateCookie(secureCookies));
      return ok(answer);
    },
  });
}
