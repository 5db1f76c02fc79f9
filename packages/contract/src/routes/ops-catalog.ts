import { z } from 'zod';
import { ZOpsIdParams } from '../schemas/ops.ts';
import {
  ZOpsChannelQuery,
  ZOpsChannelRow,
  ZOpsChannelUpdate,
  ZOpsEpisode,
  ZOpsEpisodeUpdate,
  ZOpsPlaylistDetail,
  ZOpsPlaylistQuery,
  ZOpsPlaylistRow,
  ZOpsPlaylistUpdate,
} from '../schemas/ops-catalog.ts';
import { defineRoutes } from './define.ts';
import { opsCatalogEndpoints } from './ops-catalog.endpoints.ts';

/** Content management from the console (issue 17): the catalog module declares these. */
export const opsCatalogRoutes = defineRoutes('opsCatalog', opsCatalogEndpoints, {
  playlists: {
    summary:
      'Playlists by title, channel or id; filters: status, 19+, free/paid, category (operator, support, finance)',
    query: ZOpsPlaylistQuery,
    answer: z.array(ZOpsPlaylistRow),
  },
  playlist: {
    summary: 'One playlist with its episodes and categories (operator, support, finance)',
    params: ZOpsIdParams,
    answer: ZOpsPlaylistDetail,
  },
  updatePlaylist: {
    summary:
      'Hides or publishes a playlist (operator, support); its 19+ flag, prices and categories / ' +
      'item-set order (operator). Audited; members see it on their next request',
    params: ZOpsIdParams,
    body: ZOpsPlaylistUpdate,
    answer: ZOpsPlaylistDetail,
  },
  updateEpisode: {
    summary: 'Hides or publishes an episode (operator, support); its 19+ flag and price (operator). Audited',
    params: ZOpsIdParams,
    body: ZOpsEpisodeUpdate,
    answer: ZOpsEpisode,
  },
  channels: {
    summary: 'Channels by name or id (operator, support, finance)',
    query: ZOpsChannelQuery,
    answer: z.array(ZOpsChannelRow),
  },
  updateChannel: {
    summary: 'Hides or publishes a channel with everything in it (operator, support). Audited',
    params: ZOpsIdParams,
    body: ZOpsChannelUpdate,
    answer: ZOpsChannelRow,
  },
});
