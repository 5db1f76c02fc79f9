import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account';
import type { CommentService } from '#api/modules/comments';
import { registerNestedCommentRoutes } from '#api/modules/comments';
import type { BoardService } from './service.ts';

/** Channel boards (spec section 7 "Board") and their comments. */
export function registerBoardRoutes(
  app: ApiApp,
  deps: { boards: BoardService; comments: CommentService; sessions: Sessions },
) {
  const { boards, sessions } = deps;
  const member = async (request: FastifyRequest) => viewerOfMember(await sessions.member(request.ctx));
  const { board } = routes;

  route(app, board.page, {
    handler: async (request) =>
      ok(await boards.page(request.params.id, request.query, await sessions.viewer(request.ctx))),
  });

  route(app, board.cursorPage, {
    handler: async (request) =>
      ok(await boards.cursorPage(request.params.id, request.query, await sessions.viewer(request.ctx))),
  });

  route(app, board.create, {
    handler: async (request) =>
      ok(await boards.create(request.params.id, await member(request), request.body)),
  });

  route(app, board.get, {
    handler: async (request) =>
      ok(await boards.post(request.params.id, request.params.boardId, await sessions.viewer(request.ctx))),
  });

  route(app, board.update, {
    handler: async (request) =>
      ok(await boards.update(request.params.id, request.params.boardId, await member(request), request.body)),
  });

  route(app, board.remove, {
    handler: async (request) =>
      ok(await boards.remove(request.params.id, request.params.boardId, await member(request))),
  });

  route(app, board.toggleLike, {
    handler: async (request) =>
      ok(await boards.toggleLike(request.params.id, request.params.boardId, await member(request))),
  });

  route(app, board.home, {
    handler: async (request) => ok(await boards.home(await sessions.viewer(request.ctx))),
  });

  registerNestedCommentRoutes(app, {
    comments: deps.comments,
    sessions,
    routes: routes.boardComments,
    childParam: 'boardId',
    target: boards.commentTarget,
  });
}
