import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account';
import type { SleepMarks } from './service.ts';

/** GET/PUT/DELETE /v1/user/sleep-mark: members only. */
export function registerSleepMarkRoutes(app: ApiApp, deps: { marks: SleepMarks; sessions: Sessions }): void {
  const { marks, sessions } = deps;
  const member = async (request: FastifyRequest) => {
    const found = await sessions.member(request.ctx);
    return { userId: found.user.id, viewer: viewerOfMember(found) };
  };
  const table = routes.sleepMarks;

  route(app, table.get, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await marks.mine(userId, viewer));
    },
  });
  route(app, table.set, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await marks.set(userId, viewer, request.body));
    },
  });
  route(app, table.remove, {
    handler: async (request) => {
      const { userId } = await member(request);
      return ok(await marks.remove(userId));
    },
  });
}
