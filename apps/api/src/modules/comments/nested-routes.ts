import type { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import { viewerOfMember } from '#api/modules/account';
import type { Viewer } from '#api/modules/viewer';
import { clientKey } from './routes.ts';
import type { CommentService, CommentTarget } from './service.ts';

/** The route-table group of comments under a thing inside a channel (a board post, a gallery item). */
export type NestedCommentRoutes = typeof routes.boardComments | typeof routes.galleryComments;

/**
 * GET and POST `{thing}/comment` and DELETE `{thing}/comment/{commentId}` for a thing inside a
 * channel: the table group says where; `childParam` names the thing's `:param` in its paths.
 */
export function registerNestedCommentRoutes(
  app: ApiApp,
  deps: {
    comments: CommentService;
    sessions: Sessions;
    routes: NestedCommentRoutes;
    childParam: 'boardId' | 'itemId';
    target: (channelId: number, childId: number, viewer: Viewer) => Promise<CommentTarget>;
  },
) {
  const { comments, sessions, childParam } = deps;
  // The table's schemas validated these; the two groups differ only in the thing's param name.
  const read = (params: unknown, name: string) => (params as Record<string, number>)[name]!;

  route(app, deps.routes.list, {
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      const target = await deps.target(read(request.params, 'id'), read(request.params, childParam), viewer);
      return ok(await comments.list(target, request.query, viewer.userId));
    },
  });

  route(app, deps.routes.post, {
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

  route(app, deps.routes.remove, {
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
