import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import { memberOf } from './member.ts';
import type { SocialService } from './social.service.ts';

export function registerSocialRoutes(app: ApiApp, social: SocialService, sessions: Sessions): void {
  const member = memberOf(sessions);
  const { social: table } = routes;

  route(app, table.toggleFollow, {
    handler: async (request) => ok(await social.toggleFollow(await member(request), request.params.id)),
  });
  route(app, table.followState, {
    handler: async (request) =>
      ok(await social.followState(await sessions.viewer(request.ctx), request.params.id)),
  });
  route(app, table.followedChannels, {
    handler: async (request) => ok(await social.followedChannels(await member(request), request.query)),
  });
  route(app, table.togglePrefer, {
    handler: async (request) => ok(await social.togglePrefer(await member(request), request.params.id)),
  });
  route(app, table.preferState, {
    handler: async (request) =>
      ok(await social.preferState(await sessions.viewer(request.ctx), request.params.id)),
  });
  route(app, table.preferredPlaylists, {
    handler: async (request) => ok(await social.preferredPlaylists(await member(request), request.query)),
  });
  route(app, table.playlistLikes, {
    handler: async (request) =>
      ok(await social.playlistLikes(await sessions.viewer(request.ctx), request.params.id)),
  });
}
