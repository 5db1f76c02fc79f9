import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account';
import type { ViewerOf } from '#api/modules/viewer';
import type { OfflineLicences } from './offline-licence.ts';
import type { PlayService } from './play-service.ts';

export function registerMediaRoutes(
  app: ApiApp,
  deps: { play: PlayService; offline: OfflineLicences; viewerOf: ViewerOf; sessions: Sessions },
): void {
  route(app, routes.media.play, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await deps.play.source(request.params.id, await deps.viewerOf(request.ctx)));
    },
  });

  route(app, routes.media.offlineLicence, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const viewer = viewerOfMember(await deps.sessions.member(request.ctx));
      return ok(await deps.offline.issue(request.params.id, viewer, request.body));
    },
  });

  route(app, routes.media.offlineCheck, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const viewer = viewerOfMember(await deps.sessions.member(request.ctx));
      return ok(await deps.offline.check(viewer, request.body.contentIds));
    },
  });
}
