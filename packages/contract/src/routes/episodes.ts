import {
  ZContentPlaylist,
  ZOwnedEpisodeList,
  ZPlayedEpisodeList,
  ZPlaylistAccess,
  ZUserContentsQuery,
  ZVideoDetail,
} from '../schemas/discovery.ts';
import { defineRoutes } from './define.ts';
import { episodesEndpoints } from './episodes.endpoints.ts';
import { ZIdParams } from './params.ts';

export const episodesRoutes = defineRoutes('content', episodesEndpoints, {
  freeVideo: {
    summary: 'A free video episode with its playlist and neighbours, for anyone (a paid one: 403)',
    params: ZIdParams,
    answer: ZVideoDetail,
  },
  video: {
    summary: "A video episode with the member's access to it (token required), like the playlist detail",
    params: ZIdParams,
    answer: ZVideoDetail,
  },
  contentPlaylist: {
    summary: 'The playlist an episode (of any media type) belongs to',
    params: ZIdParams,
    answer: ZContentPlaylist,
  },
  owned: {
    tags: ['library'],
    summary: 'Episodes the member owns (bought one by one or with the whole playlist), latest purchase first',
    description: 'Free episodes and episodes open through a subscription are not owned. offset = page size.',
    query: ZUserContentsQuery,
    answer: ZOwnedEpisodeList,
  },
  played: {
    tags: ['library'],
    summary: 'Episodes the member has played, the latest played first, with where they left off',
    description: 'One item per episode (the recent list has one per playlist). offset = page size.',
    query: ZUserContentsQuery,
    answer: ZPlayedEpisodeList,
  },
  playlistAccess: {
    tags: ['purchase'],
    summary: 'What the member may play of every episode of a playlist, and why (free, bought, bundle…)',
    params: ZIdParams,
    answer: ZPlaylistAccess,
  },
});
