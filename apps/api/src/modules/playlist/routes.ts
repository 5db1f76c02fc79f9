import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { PlaylistService } from './service.ts';

export { ZIdParams } from '@sogon/contract/routes/params';

export function registerPlaylistRoutes(app: ApiApp, playlists: PlaylistService, viewerOf: ViewerOf): void {
  route(app, routes.playlist.get, {
    handler: async (request) => ok(await playlists.detail(request.params.id, await viewerOf(request.ctx))),
  });
}
