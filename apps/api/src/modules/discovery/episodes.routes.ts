import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import type { EpisodesService } from './episodes.service.ts';
import { memberOf } from './member.ts';

export function registerEpisodeRoutes(app: ApiApp, episodes: EpisodesService, sessions: Sessions): void {
  const member = memberOf(sessions);
  const { episodes: table } = routes;

  route(app, table.freeVideo, {
    handler: async (request) =>
      ok(await episodes.freeVideo(request.params.id, await sessions.viewer(request.ctx))),
  });
  route(app, table.video, {
    handler: async (request) => ok(await episodes.video(await member(request), request.params.id)),
  });
  route(app, table.contentPlaylist, {
    handler: async (request) =>
      ok(await episodes.contentPlaylist(request.params.id, await sessions.viewer(request.ctx))),
  });
  route(app, table.owned, {
    handler: async (request) => ok(await episodes.owned(await member(request), request.query)),
  });
  route(app, table.played, {
    handler: async (request) => ok(await episodes.played(await member(request), request.query)),
  });
  route(app, table.playlistAccess, {
    handler: async (request) => ok(await episodes.playlistAccess(await member(request), request.params.id)),
  });
}
