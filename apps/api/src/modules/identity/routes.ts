import { routes } from '@sogon/contract/routes/table';
import { AUTH_CHECK_COOKIE, ZPassStartQuery } from '@sogon/contract/schemas/identity';
import { kstDate, kstParts } from '@sogon/contract/time/kst';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { AppError } from '#api/http/app-error';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import { requestOrigin } from '#api/http/site-origin';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import { type IdentityService, passResultLocation } from './service.ts';

/** The next midnight on Seoul clocks: when the day's identity check runs out. */
export function nextKstMidnight(now: Date): Date {
  const today = kstParts(now);
  return kstDate(today.year, today.month, today.day + 1);
}

/**
 * The daily identity-check cookie of spec section 9: '1' until the next Seoul midnight. Not
 * HttpOnly: the web client reads it to know the check is done for the day.
 */
export function setAuthCheckCookie(reply: FastifyReply, secure: boolean, now: Date): void {
  reply.setCookie(AUTH_CHECK_COOKIE, '1', {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    expires: nextKstMidnight(now),
  });
}

const ZCallbackQuery = z.record(z.string(), z.string().max(8192));

export function registerIdentityRoutes(
  app: ApiApp,
  deps: { identity: IdentityService; sessions: Sessions; secureCookies: boolean },
): void {
  const { identity, sessions, secureCookies } = deps;

  route(app, routes.identity.kakaoCert, {
    handler: async (request) =>
      ok(await identity.kakaoCert(await sessions.member(request.ctx), request.body, request.log)),
  });

  route(app, routes.identity.kakaoStatus, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await identity.kakaoStatus(await sessions.member(request.ctx), request.params.id, request.log),
      );
    },
  });

  app.get('/v1/identity/pass/start', {
    schema: {
      tags: ['identity'],
      summary:
        "Sends the PASS popup (302) to the provider's page with a state bound to this session; problems go to /auth/pass/callback",
      querystring: ZPassStartQuery,
    },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      try {
        const member = await sessions.member(request.ctx);
        const location = await identity.passStart(
          member,
          request.query.kind,
          request.log,
          requestOrigin(request),
        );
        return reply.redirect(location, 302);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const login = error.status === 401;
        return reply.redirect(
          passResultLocation({ error: login ? 'login' : 'failed', kind: request.query.kind }),
          302,
        );
      }
    },
  });

  app.get('/v1/identity/pass/callback', {
    schema: {
      tags: ['identity'],
      summary:
        "The provider's return: answers 303 to /auth/pass/callback with the signed result (or the error) in the fragment",
      querystring: ZCallbackQuery,
    },
    handler: async (request, reply) => {
      reply.headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
      return reply.redirect(await identity.passFinish(request.query, request.log), 303);
    },
  });

  route(app, routes.identity.authenticate, {
    handler: async (request, reply) => {
      const answer = await identity.authenticate(await sessions.member(request.ctx), request.body);
      setAuthCheckCookie(reply, secureCookies, new Date());
      return ok(answer);
    },
  });

  route(app, routes.identity.adultMode, {
    handler: async (request) => ok(identity.adultMode(await sessions.member(request.ctx))),
  });

  route(app, routes.identity.setAdultMode, {
    handler: async (request) =>
      ok(await identity.setAdultMode(await sessions.member(request.ctx), request.body.isAdult === 1)),
  });
}
