import {
  ZComment,
  ZCommentBody,
  ZCommentDeleted,
  ZCommentListQuery,
  ZCommentPage,
} from '@sogon/contract/schemas/comments';
import { z } from 'zod';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account/sessions';
import { viewerOfMember } from '#api/modules/account/sessions';
import type { Viewer } from '#api/modules/viewer';
import { clientKey } from './routes.ts';
import type { CommentService, CommentTarget } from './service.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/**
 * GET and POST `{path}/comment` and DELETE `{path}/comment/{commentId}` for a thing inside a
 * channel (a board post, a gallery item). `path` names the channel `:id` and the thing
 * `:{childParam}` (the name its other routes use at that place).
 */
export function registerNestedCommentRoutes(
  app: ApiApp,
  deps: {
    comments: CommentService;
    sessions: Sessions;
    path: string;
    childParam: string;
    tag: string;
    noun: string;
    target: (channelId: number, childId: number, viewer: Viewer) => Promise<CommentTarget>;
  },
) {
  const { comments, sessions, childParam } = deps;
  const ZParentParams = z.object({ id, [childParam]: id });
  const ZCommentParams = z.object({ id, [childParam]: id, commentId: id });
  // The schemas above validated these; the dynamic key only hides their names from the types.
  const read = (params: unknown, name: string) => (params as Record<string, number>)[name]!;

  app.get(`${deps.path}/comment`, {
    schema: {
      tags: [deps.tag],
      summary: `Comments on a ${deps.noun} by page: top level (targetId 0) or one comment's replies`,
      params: ZParentParams,
      querystring: ZCommentListQuery,
      response: { 200: envelope(ZCommentPage) },
    },
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      const target = await deps.target(read(request.params, 'id'), read(request.params, childParam), viewer);
      return ok(await comments.list(target, request.query, viewer.userId));
    },
  });

  app.post(`${deps.path}/comment`, {
    schema: {
      tags: [deps.tag],
      summary: `Comments on a ${deps.noun} (commentContent, targetCommentId); a retry with the same Idempotency-Key posts once`,
      params: ZParentParams,
      body: ZCommentBody,
      response: { 200: envelope(ZComment) },
    },
    handler: async (request) => {
      const found = await sessions.member(request.ctx);
      const target = await deps.target(
        read(request.params, 'id'),
        read(request.params, childParam),
        viewerOfMember(found),
      );
      return ok(await comments.post(target, found.user.id, request.body, clientKey(request)));
    },
  });

  app.delete(`${deps.path}/comment/:commentId`, {
    schema: {
      tags: [deps.tag],
      summary: `Deletes the caller's own comment on a ${deps.noun}`,
      params: ZCommentParams,
      response: { 200: envelope(ZCommentDeleted) },
    },
    handler: async (request) => {
      const found = await sessions.member(request.ctx);
      const target = await deps.target(
        read(request.params, 'id'),
        read(request.params, childParam),
        viewerOfMember(found),
      );
      return ok(await comments.remove(target, found.user.id, read(request.params, 'commentId')));
    },
  });
}
