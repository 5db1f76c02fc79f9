import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import type { StudioCatalogService } from './catalog.service.ts';
import { readStudioImage, studioImageScope } from './image-form.ts';

/** The studio's channel profile and playlists (issue 37). */
export function registerStudioCatalogRoutes(
  app: ApiApp,
  deps: { catalog: StudioCatalogService; sessions: Sessions },
): void {
  const { catalog, sessions } = deps;
  const memberId = async (request: FastifyRequest) => (await sessions.member(request.ctx)).user.id;
  const table = routes.studioCatalog;

  route(app, table.channels, {
    handler: async (request) => ok(await catalog.channels(await memberId(request))),
  });
  route(app, table.createChannel, {
    handler: async (request) => ok(await catalog.createChannel(await memberId(request), request.body)),
  });
  route(app, table.updateChannel, {
    handler: async (request) =>
      ok(await catalog.updateChannel(await memberId(request), request.params.id, request.body)),
  });
  route(app, table.createPlaylist, {
    handler: async (request) => ok(await catalog.createPlaylist(await memberId(request), request.body)),
  });
  route(app, table.playlist, {
    handler: async (request) => ok(await catalog.playlist(await memberId(request), request.params.id)),
  });
  route(app, table.updatePlaylist, {
    handler: async (request) =>
      ok(await catalog.updatePlaylist(await memberId(request), request.params.id, request.body)),
  });
  route(app, table.reorderEpisodes, {
    handler: async (request) =>
      ok(await catalog.reorderEpisodes(await memberId(request), request.params.id, request.body.contentIds)),
  });

  studioImageScope(app, (scope) => {
    route(scope, table.uploadChannelImage, {
      handler: async (request) => {
        const userId = await memberId(request);
        const { id, slot } = request.params;
        await catalog.checkChannelImageTarget(userId, id);
        return ok(await catalog.uploadChannelImage(userId, id, slot, await readStudioImage(request)));
      },
    });
    route(scope, table.uploadPlaylistCover, {
      handler: async (request) => {
        const userId = await memberId(request);
        await catalog.checkCoverTarget(userId, request.params.id);
        return ok(await catalog.uploadCover(userId, request.params.id, await readStudioImage(request)));
      },
    });
  });
}
