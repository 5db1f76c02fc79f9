import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account';
import type { BookmarkMember, Bookmarks } from './service.ts';

/** 북마크: every route is the signed-in member's own (visitors get the login-required answer). */
export function registerBookmarkRoutes(
  app: ApiApp,
  deps: { bookmarks: Bookmarks; sessions: Sessions },
): void {
  const { bookmarks, sessions } = deps;
  const member = async (request: FastifyRequest): Promise<BookmarkMember> => {
    const found = await sessions.member(request.ctx);
    return { userId: found.user.id, viewer: viewerOfMember(found) };
  };
  const table = routes.bookmarks;

  route(app, table.list, {
    handler: async (request) => ok(await bookmarks.list(await member(request), request.query)),
  });
  route(app, table.create, {
    handler: async (request) => ok(await bookmarks.add(await member(request), request.body)),
  });
  route(app, table.update, {
    handler: async (request) =>
      ok(await bookmarks.editNote(await member(request), request.params.id, request.body.note)),
  });
  route(app, table.remove, {
    handler: async (request) => ok(await bookmarks.remove(await member(request), request.params.id)),
  });
}
