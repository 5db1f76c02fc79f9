import {
  ZAsset,
  ZJoinBody,
  ZLoginBody,
  ZLogout,
  ZProfilePatch,
  ZResignAnswer,
  ZResignBody,
  ZResignQuery,
  ZSign,
  ZSignPatch,
  ZUserInfo,
  ZUserObject,
} from '@sogon/contract/schemas/user';
import { z } from 'zod';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { AccountService } from './service.ts';
import type { Sessions } from './sessions.ts';
import { clearTokenCookie, setTokenCookie } from './token-cookie.ts';

const ZMe = z.object({ userInfo: ZUserInfo, asset: ZAsset });

export function registerAccountRoutes(
  app: ApiApp,
  deps: { accounts: AccountService; sessions: Sessions; secureCookies: boolean },
): void {
  const { accounts, sessions, secureCookies } = deps;

  app.post('/v1/user/auth/join', {
    schema: {
      tags: ['user'],
      summary: 'Email sign-up; the new member is logged in at once (token cookie set)',
      body: ZJoinBody,
      response: { 200: envelope(ZUserObject) },
    },
    handler: async (request, reply) => {
      const user = await accounts.join(request.body, request.ctx);
      setTokenCookie(reply, user.token, secureCookies);
      return ok(user);
    },
  });

  app.post('/v1/user/auth/login', {
    schema: {
      tags: ['user'],
      summary: 'Email login (a wrong address or password answer alike); limited per IP and account',
      body: ZLoginBody,
      response: { 200: envelope(ZUserObject) },
    },
    handler: async (request, reply) => {
      const user = await accounts.login(request.body, request.ctx);
      setTokenCookie(reply, user.token, secureCookies);
      return ok(user);
    },
  });

  app.get('/v1/user/auth/logout', {
    // A GET that ends the session: an <img src> pointed at it must not log anyone out.
    config: { requiresClientHeader: true },
    schema: {
      tags: ['user'],
      summary: 'Ends the current session and clears the token cookie',
      response: { 200: envelope(ZLogout) },
    },
    handler: async (request, reply) => {
      await accounts.logout(request.ctx);
      clearTokenCookie(reply, secureCookies);
      return ok({ loggedOut: true });
    },
  });

  app.get('/v2/user', {
    schema: { tags: ['user'], summary: 'The logged-in member', response: { 200: envelope(ZMe) } },
    handler: async (request) => ok(accounts.me(await sessions.member(request.ctx))),
  });

  app.get('/v1/user/asset', {
    schema: { tags: ['user'], summary: 'Adult and verification flags', response: { 200: envelope(ZAsset) } },
    handler: async (request) => ok(accounts.asset(await sessions.member(request.ctx))),
  });

  app.get('/v1/user/refresh', {
    schema: {
      tags: ['user'],
      summary: 'The user object again, with the session and its cookie extended for a year',
      response: { 200: envelope(ZUserObject) },
    },
    handler: async (request, reply) => {
      const member = await sessions.member(request.ctx);
      const user = await accounts.refresh(member, request.ctx.token);
      setTokenCookie(reply, request.ctx.token, secureCookies);
      return ok(user);
    },
  });

  app.get('/v1/user/sign', {
    schema: { tags: ['user'], summary: 'Marketing alarm consent', response: { 200: envelope(ZSign) } },
    handler: async (request) => ok(accounts.sign(await sessions.member(request.ctx))),
  });

  app.patch('/v1/user/sign', {
    schema: {
      tags: ['user'],
      summary: 'Turns the marketing alarm on (1) or off (0)',
      body: ZSignPatch,
      response: { 200: envelope(ZSign) },
    },
    handler: async (request) =>
      ok(await accounts.setSign(await sessions.member(request.ctx), request.body.alarmCheck)),
  });

  app.patch('/v1/user', {
    schema: {
      tags: ['user'],
      summary: 'Changes the nickname and/or the profile image (an image uploaded to /v1/user/profile)',
      body: ZProfilePatch,
      response: { 200: envelope(ZUserInfo) },
    },
    handler: async (request) =>
      ok(await accounts.updateProfile(await sessions.member(request.ctx), request.body)),
  });

  app.put('/v1/user/resign', {
    schema: {
      tags: ['user'],
      summary: 'Resign: sessions end, personal data is anonymised, purchase records stay',
      querystring: ZResignQuery,
      body: ZResignBody,
      response: { 200: envelope(ZResignAnswer) },
    },
    handler: async (request, reply) => {
      const member = await sessions.member(request.ctx);
      await accounts.resign(member, request.query.a, request.body?.password);
      clearTokenCookie(reply, secureCookies);
      return ok({ exited: true });
    },
  });
}
