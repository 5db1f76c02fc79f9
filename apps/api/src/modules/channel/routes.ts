import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { ChannelService } from './service.ts';

export function registerChannelRoutes(app: ApiApp, channels: ChannelService, viewerOf: ViewerOf): void {
  route(app, routes.channel.get, {
    handler: async (request) => ok(await channels.detail(request.params.id, await viewerOf(request.ctx))),
  });

  route(app, routes.channel.latestPlaylists, {
    handler: async (request) => ok(await channels.playlists(request.params.id, await viewerOf(request.ctx))),
  });

  route(app, routes.channel.playlists, {
    handler: async (request) =>
      ok(await channels.playlistPage(request.params.id, request.query, await viewerOf(request.ctx))),
  });
}
