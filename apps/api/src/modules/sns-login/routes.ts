import { routes } from '@sogon/contract/routes/table';
import { ZSnsAuthorizeQuery, ZSnsProvider } from '@sogon/contract/schemas/user';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import { requestOrigin } from '#api/http/site-origin';
import type { ApiApp } from '#api/http/types';
import { setTokenCookie } from '#api/modules/account';
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

  route(app, routes.snsLogin.providers, { handler: async () => ok(snsLogin.offered()) });

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

  route(app, routes.snsLogin.complete, {
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
