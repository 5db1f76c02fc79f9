import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { PlayService } from './play-service.ts';

export function registerMediaRoutes(app: ApiApp, deps: { play: PlayService; viewerOf: ViewerOf }): void {
  route(app, routes.media.play, {
    handler: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await deps.play.source(request.params.id, await deps.viewerOf(request.ctx)));
    },
  });
}
