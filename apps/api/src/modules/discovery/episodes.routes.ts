import {
  ZContentPlaylist,
  ZIdParams,
  ZOwnedEpisodeList,
  ZPlayedEpisodeList,
  ZPlaylistAccess,
  ZUserContentsQuery,
  ZVideoDetail,
} from '@sogon/contract/schemas/discovery';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account/sessions';
import type { EpisodesService } from './episodes.service.ts';
import { memberOf } from './member.ts';

export function registerEpisodeRoutes(app: ApiApp, episodes: EpisodesService, sessions: Sessions): void {
  const member = memberOf(sessions);

  app.get('/v1/service/video/free/:id', {
    schema: {
      tags: ['content'],
      summary: 'A free video episode with its playlist and neighbours, for anyone (a paid one: 403)',
      params: ZIdParams,
      response: { 200: envelope(ZVideoDetail) },
    },
    handler: async (request) =>
      ok(await episodes.freeVideo(request.params.id, await sessions.viewer(request.ctx))),
  });

  app.get('/v1/service/video/:id', {
    schema: {
      tags: ['content'],
      summary: "A video episode with the member's access to it (token required), like the playlist detail",
      params: ZIdParams,
      response: { 200: envelope(ZVideoDetail) },
    },
    handler: async (request) => ok(await episodes.video(await member(request), request.params.id)),
  });

  app.get('/v1/videoToPlaylistId/:id', {
    schema: {
      tags: ['content'],
      summary: 'The playlist an episode (of any media type) belongs to',
      params: ZIdParams,
      response: { 200: envelope(ZContentPlaylist) },
    },
    handler: async (request) =>
      ok(await episodes.contentPlaylist(request.params.id, await sessions.viewer(request.ctx))),
  });

  app.get('/v1/user/own/contents', {
    schema: {
      tags: ['library'],
      summary:
        'Episodes the member owns (bought one by one or with the whole playlist), latest purchase first',
      description:
        'Free episodes and episodes open through a subscription are not owned. offset = page size.',
      querystring: ZUserContentsQuery,
      response: { 200: envelope(ZOwnedEpisodeList) },
    },
    handler: async (request) => ok(await episodes.owned(await member(request), request.query)),
  });

  app.get('/v1/user/contents', {
    schema: {
      tags: ['library'],
      summary: 'Episodes the member has played, the latest played first, with where they left off',
      description: 'One item per episode (the recent list has one per playlist). offset = page size.',
      querystring: ZUserContentsQuery,
      response: { 200: envelope(ZPlayedEpisodeList) },
    },
    handler: async (request) => ok(await episodes.played(await member(request), request.query)),
  });

  app.get('/v2/user/playlist/:id/content', {
    schema: {
      tags: ['purchase'],
      summary: 'What the member may play of every episode of a playlist, and why (free, bought, bundle…)',
      params: ZIdParams,
      response: { 200: envelope(ZPlaylistAccess) },
    },
    handler: async (request) => ok(await episodes.playlistAccess(await member(request), request.params.id)),
  });
}
