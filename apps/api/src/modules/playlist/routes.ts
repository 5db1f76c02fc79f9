import { routes } from '@sogon/contract/routes/table';
import { sendCachedJson } from '#api/http/cached-json';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import { sendMemberJson } from './member-bytes.ts';
import type { PlaylistService } from './service.ts';

export { ZIdParams } from '@sogon/contract/routes/params';

export function registerPlaylistRoutes(app: ApiApp, playlists: PlaylistService, viewerOf: ViewerOf): void {
  route(app, routes.playlist.get, {
    handler: async (request, reply) => {
      const viewer = await viewerOf(request.ctx);
      const { shared, parts } = await playlists.detail(request.params.id, viewer);
      // The visitor answer object is shared for seconds (service.ts): so are its bytes; a
      // member's bytes are those with their own parts spliced in (no shared ETag).
      return parts ? sendMemberJson(reply, shared, parts) : sendCachedJson(request, reply, shared);
    },
  });
}
