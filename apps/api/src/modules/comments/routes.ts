import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import { viewerOfMember } from '#api/modules/account';
import type { EpisodeTargets } from './episode-target.ts';
import type { CommentService } from './service.ts';

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

  route(app, routes.comments.list, {
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      const target = await episodes.target(request.params.playlistId, request.params.contentId, viewer);
      return ok(await comments.list(target, request.query, viewer.userId));
    },
  });

  route(app, routes.comments.count, {
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      const target = await episodes.target(request.params.playlistId, request.params.contentId, viewer);
      return ok({ count: await comments.count(target) });
    },
  });

  route(app, routes.comments.post, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      const { playlistId, contentId, ...body } = request.body;
      const target = await episodes.target(playlistId, contentId, viewer);
      return ok(await comments.post(target, userId, body, clientKey(request)));
    },
  });

  route(app, routes.comments.remove, {
    handler: async (request) => {
      const { userId } = await member(request);
      return ok(await comments.removeOfKind('content', userId, request.params.id));
    },
  });

  route(app, routes.comments.hide, {
    handler: async (request) => {
      const { userId } = await member(request);
      return ok(await comments.hide(userId, request.params.id, request.body.isHide));
    },
  });
}
