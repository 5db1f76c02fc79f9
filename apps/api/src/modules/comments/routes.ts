import {
  ZComment,
  ZCommentCount,
  ZCommentDeleted,
  ZCommentHidden,
  ZCommentHideBody,
  ZCommentListQuery,
  ZCommentPage,
  ZPlaylistCommentBody,
} from '@sogon/contract/schemas/comments';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account/sessions';
import { viewerOfMember } from '#api/modules/account/sessions';
import { ZIdParams } from '#api/modules/playlist/routes';
import type { EpisodeTargets } from './episode-target.ts';
import type { CommentService } from './service.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZEpisodeParams = z.object({ playlistId: id, contentId: id });

/** The caller's Idempotency-Key; a malformed one is ignored (the comment is simply posted). */
export const clientKey = (request: FastifyRequest) => idempotencyKeyHeader(request) ?? undefined;

/** Episode comments (spec section 7 "Comments") and the owner's hide toggle for any comment. */
export function registerCommentRoutes(
  app: ApiApp,
  deps: { comments: CommentService; episodes: EpisodeTargets; sessions: Sessions },
) {
  const { comments, episodes, sessions } = deps;
  const member = async (request: FastifyRequest) => {
    const found = await sessions.member(request.ctx);
    return { userId: found.user.id, viewer: viewerOfMember(found) };
  };

  app.get('/v2/playlist/comment/:playlistId/:contentId', {
    schema: {
      tags: ['comments'],
      summary:
        "An episode's comments by page: top level (targetId 0, sort new or old) or one comment's replies, oldest first",
      params: ZEpisodeParams,
      querystring: ZCommentListQuery,
      response: { 200: envelope(ZCommentPage) },
    },
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      const target = await episodes.target(request.params.playlistId, request.params.contentId, viewer);
      return ok(await comments.list(target, request.query, viewer.userId));
    },
  });

  app.get('/v2/playlist/comment/count/:playlistId/:contentId', {
    schema: {
      tags: ['comments'],
      summary: 'How many comments and replies an episode shows (not deleted, not hidden)',
      params: ZEpisodeParams,
      response: { 200: envelope(ZCommentCount) },
    },
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      const target = await episodes.target(request.params.playlistId, request.params.contentId, viewer);
      return ok({ count: await comments.count(target) });
    },
  });

  app.post('/v2/playlist/comment', {
    schema: {
      tags: ['comments'],
      summary:
        'Comments on an episode, or replies to a top-level comment; a retry with the same Idempotency-Key posts once',
      body: ZPlaylistCommentBody,
      response: { 200: envelope(ZComment) },
    },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      const { playlistId, contentId, ...body } = request.body;
      const target = await episodes.target(playlistId, contentId, viewer);
      return ok(await comments.post(target, userId, body, clientKey(request)));
    },
  });

  app.delete('/v2/playlist/comment/:id', {
    schema: {
      tags: ['comments'],
      summary: "Deletes the caller's own episode comment (kept as '삭제된 댓글' while replies hang under it)",
      params: ZIdParams,
      response: { 200: envelope(ZCommentDeleted) },
    },
    handler: async (request) => {
      const { userId } = await member(request);
      return ok(await comments.removeOfKind('content', userId, request.params.id));
    },
  });

  app.put('/v1/playlist/comment/:id/hide', {
    schema: {
      tags: ['comments'],
      summary:
        'The channel owner hides a comment under their channel (episode, board or gallery), or shows it again',
      params: ZIdParams,
      body: ZCommentHideBody,
      response: { 200: envelope(ZCommentHidden) },
    },
    handler: async (request) => {
      const { userId } = await member(request);
      return ok(await comments.hide(userId, request.params.id, request.body.isHide));
    },
  });
}
