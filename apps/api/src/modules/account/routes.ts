import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { AccountService } from './service.ts';
import type { Sessions } from './sessions.ts';
import { clearTokenCookie, setTokenCookie } from './token-cookie.ts';

export function registerAccountRoutes(
  app: ApiApp,
  deps: { accounts: AccountService; sessions: Sessions; secureCookies: boolean },
): void {
  const { accounts, sessions, secureCookies } = deps;
  const table = routes.account;

  route(app, table.join, {
    handler: async (request, reply) => {
      const user = await accounts.join(request.body, request.ctx);
      setTokenCookie(reply, user.token, secureCookies);
      return ok(user);
    },
  });

  route(app, table.login, {
    handler: async (request, reply) => {
      const user = await accounts.login(request.body, request.ctx);
      setTokenCookie(reply, user.token, secureCookies);
      return ok(user);
    },
  });

  route(app, table.logout, {
    // A GET that ends the session: an <img src> pointed at it must not log anyone out.
    config: { requiresClientHeader: true },
    handler: async (request, reply) => {
      await accounts.logout(request.ctx);
      clearTokenCookie(reply, secureCookies);
      return ok({ loggedOut: true });
    },
  });

  route(app, table.me, {
    handler: async (request) => ok(accounts.me(await sessions.member(request.ctx))),
  });

  route(app, table.asset, {
    handler: async (request) => ok(accounts.asset(await sessions.member(request.ctx))),
  });

  route(app, table.refresh, {
    handler: async (request, reply) => {
      const member = await sessions.member(request.ctx);
      const user = await accounts.refresh(member, request.ctx.token);
      setTokenCookie(reply, request.ctx.token, secureCookies);
      return ok(user);
    },
  });

  route(app, table.sign, {
    handler: async (request) => ok(accounts.sign(await sessions.member(request.ctx))),
  });

  route(app, table.setSign, {
    handler: async (request) =>
      ok(await accounts.setSign(await sessions.member(request.ctx), request.body.alarmCheck)),
  });

  route(app, table.updateProfile, {
    handler: async (request) =>
      ok(await accounts.updateProfile(await sessions.member(request.ctx), request.body)),
  });

  route(app, table.resign, {
    handler: async (request, reply) => {
      const member = await sessions.member(request.ctx);
      await accounts.resign(member, request.query.a, request.body?.password);
      clearTokenCookie(reply, secureCookies);
      return ok({ exited: true });
    },
  });
}
