import {
  ZBoardBody,
  ZBoardCursorPage,
  ZBoardCursorQuery,
  ZBoardDeleted,
  ZBoardLikeAnswer,
  ZBoardListQuery,
  ZBoardPage,
  ZBoardPost,
} from '@sogon/contract/schemas/board';
import { ZHomeBoardPost } from '@sogon/contract/schemas/discovery';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account/sessions';
import { registerNestedCommentRoutes } from '#api/modules/comments/nested-routes';
import type { CommentService } from '#api/modules/comments/service';
import { ZIdParams } from '#api/modules/playlist/routes';
import type { BoardService } from './service.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZBoardParams = z.object({ id, boardId: id });

/** Channel boards (spec section 7 "Board") and their comments. */
export function registerBoardRoutes(
  app: ApiApp,
  deps: { boards: BoardService; comments: CommentService; sessions: Sessions },
) {
  const { boards, sessions } = deps;
  const member = async (request: FastifyRequest) => viewerOfMember(await sessions.member(request.ctx));

  app.get('/v1/channel/:id/board', {
    schema: {
      tags: ['board'],
      summary: "A page of the channel's board: notices first, then newest first, with the total",
      params: ZIdParams,
      querystring: ZBoardListQuery,
      response: { 200: envelope(ZBoardPage) },
    },
    handler: async (request) =>
      ok(await boards.page(request.params.id, request.query, await sessions.viewer(request.ctx))),
  });

  app.get('/v1/channel/:id/boardCursor', {
    schema: {
      tags: ['board'],
      summary: "A keyset page of the channel's board by created time (lastCursor, lastId), newest first",
      params: ZIdParams,
      querystring: ZBoardCursorQuery,
      response: { 200: envelope(ZBoardCursorPage) },
    },
    handler: async (request) =>
      ok(await boards.cursorPage(request.params.id, request.query, await sessions.viewer(request.ctx))),
  });

  app.post('/v1/channel/:id/board', {
    schema: {
      tags: ['board'],
      summary: "The channel's owner posts on its board",
      params: ZIdParams,
      body: ZBoardBody,
      response: { 200: envelope(ZBoardPost) },
    },
    handler: async (request) =>
      ok(await boards.create(request.params.id, await member(request), request.body)),
  });

  app.get('/v1/channel/:id/board/:boardId', {
    schema: {
      tags: ['board'],
      summary: 'One board post (for links to it)',
      params: ZBoardParams,
      response: { 200: envelope(ZBoardPost) },
    },
    handler: async (request) =>
      ok(await boards.post(request.params.id, request.params.boardId, await sessions.viewer(request.ctx))),
  });

  app.put('/v1/channel/:id/board/:boardId', {
    schema: {
      tags: ['board'],
      summary: "The channel's owner edits a post",
      params: ZBoardParams,
      body: ZBoardBody,
      response: { 200: envelope(ZBoardPost) },
    },
    handler: async (request) =>
      ok(await boards.update(request.params.id, request.params.boardId, await member(request), request.body)),
  });

  app.delete('/v1/channel/:id/board/:boardId', {
    schema: {
      tags: ['board'],
      summary: "The channel's owner deletes a post",
      params: ZBoardParams,
      response: { 200: envelope(ZBoardDeleted) },
    },
    handler: async (request) =>
      ok(await boards.remove(request.params.id, request.params.boardId, await member(request))),
  });

  app.post('/v1/channel/:id/board/:boardId/like', {
    schema: {
      tags: ['board'],
      summary: 'Likes a post, or takes the like back',
      params: ZBoardParams,
      response: { 200: envelope(ZBoardLikeAnswer) },
    },
    handler: async (request) =>
      ok(await boards.toggleLike(request.params.id, request.params.boardId, await member(request))),
  });

  app.get('/v2/service/home/board', {
    schema: {
      tags: ['catalog'],
      summary: 'The newest board post of each channel that posted in the last 90 days, for the home page',
      response: { 200: envelope(z.array(ZHomeBoardPost)) },
    },
    handler: async (request) => ok(await boards.home(await sessions.viewer(request.ctx))),
  });

  registerNestedCommentRoutes(app, {
    comments: deps.comments,
    sessions,
    path: '/v1/channel/:id/board/:boardId',
    childParam: 'boardId',
    tag: 'board',
    noun: 'board post',
    target: boards.commentTarget,
  });
}
