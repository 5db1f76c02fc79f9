import { ZPlaylistCard } from '@sogon/contract/schemas/catalog';
import { ZChannelDetail, ZChannelPlaylistPage, ZChannelPlaylistQuery } from '@sogon/contract/schemas/channel';
import { z } from 'zod';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import { ZIdParams } from '#api/modules/playlist/routes';
import type { ViewerOf } from '#api/modules/viewer';
import type { ChannelService } from './service.ts';

export function registerChannelRoutes(app: ApiApp, channels: ChannelService, viewerOf: ViewerOf): void {
  for (const url of ['/v2/channel/:id', '/v1/service/channel/:id']) {
    app.get(url, {
      schema: {
        tags: ['channel'],
        summary: 'A channel: profile, visible playlist count and whether it sells a subscription',
        params: ZIdParams,
        response: { 200: envelope(ZChannelDetail) },
      },
      handler: async (request) => ok(await channels.detail(request.params.id, await viewerOf(request.ctx))),
    });
  }

  app.get('/v1/service/playlist/channel/:id', {
    schema: {
      tags: ['channel'],
      summary: "The channel's newest published playlists (at most 50)",
      params: ZIdParams,
      response: { 200: envelope(z.array(ZPlaylistCard)) },
    },
    handler: async (request) => ok(await channels.playlists(request.params.id, await viewerOf(request.ctx))),
  });

  app.get('/v2/channel/:id/playlist', {
    schema: {
      tags: ['channel'],
      summary: "A keyset page of the channel's published playlists by open_dt (cursorKey last_open_dt)",
      params: ZIdParams,
      querystring: ZChannelPlaylistQuery,
      response: { 200: envelope(ZChannelPlaylistPage) },
    },
    handler: async (request) =>
      ok(await channels.playlistPage(request.params.id, request.query, await viewerOf(request.ctx))),
  });
}
