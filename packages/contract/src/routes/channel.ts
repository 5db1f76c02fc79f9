import { z } from 'zod';
import { ZPlaylistCard } from '../schemas/catalog.ts';
import { ZChannelDetail, ZChannelPlaylistPage, ZChannelPlaylistQuery } from '../schemas/channel.ts';
import { channelEndpoints } from './channel.endpoints.ts';
import { defineRoutes } from './define.ts';
import { ZIdParams } from './params.ts';

export const channelRoutes = defineRoutes('channel', channelEndpoints, {
  get: {
    summary: 'A channel: profile, visible playlist count and whether it sells a subscription',
    params: ZIdParams,
    answer: ZChannelDetail,
    aliases: ['/v1/service/channel/:id'],
  },
  latestPlaylists: {
    summary: "The channel's newest published playlists (at most 50)",
    params: ZIdParams,
    answer: z.array(ZPlaylistCard),
  },
  playlists: {
    summary: "A keyset page of the channel's published playlists by open_dt (cursorKey last_open_dt)",
    params: ZIdParams,
    query: ZChannelPlaylistQuery,
    answer: ZChannelPlaylistPage,
  },
});
