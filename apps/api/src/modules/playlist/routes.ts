import { routes } from '@sogon/contract/routes/table';
import { sendCachedJson } from '#api/http/cached-json';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { PlaylistService } from './service.ts';

export { ZIdParams } from '@sogon/contract/routes/params';

export function registerPlaylistRoutes(app: ApiApp, playlists: PlaylistService, viewerOf: ViewerOf): void {
  route(app, routes.playlist.get, {
    handler: async (request, reply) => {
      const viewer = await viewerOf(request.ctx);
      const answer = await playlists.detail(request.params.id, viewer);
      // A visitor's answer object is shared for seconds (service.ts): so are its bytes.
      return viewer.userId === null ? sendCachedJson(request, reply, answer) : ok(answer);
    },
  });
}
