import {
  ZFollowedChannelList,
  ZFollowListQuery,
  ZFollowState,
  ZPlaylistLikeState,
  ZPreferList,
  ZPreferListQuery,
  ZPreferState,
} from '../schemas/discovery.ts';
import { defineRoutes } from './define.ts';
import { ZIdParams } from './params.ts';
import { socialEndpoints } from './social.endpoints.ts';

export const socialRoutes = defineRoutes('channel', socialEndpoints, {
  toggleFollow: {
    summary: 'Follows or unfollows a channel (a toggle; free, unlike a subscription)',
    params: ZIdParams,
    answer: ZFollowState,
  },
  followState: {
    summary: 'Whether the caller follows the channel (visitors: false) and how many follow it',
    params: ZIdParams,
    answer: ZFollowState,
  },
  followedChannels: {
    summary: "The member's followed channels, the latest follow first (offset = page size, default 10)",
    query: ZFollowListQuery,
    answer: ZFollowedChannelList,
  },
  togglePrefer: {
    tags: ['library'],
    summary: 'Keeps or lets go of a playlist (찜, a toggle)',
    params: ZIdParams,
    answer: ZPreferState,
  },
  preferState: {
    tags: ['library'],
    summary: 'Whether the caller keeps the playlist (찜; visitors: false) and how many do',
    params: ZIdParams,
    answer: ZPreferState,
  },
  preferredPlaylists: {
    tags: ['library'],
    summary: "The member's 찜, the latest first (offset = page size, default 10; page from 1)",
    query: ZPreferListQuery,
    answer: ZPreferList,
  },
  playlistLikes: {
    tags: ['playlist'],
    summary: "Likes over the playlist's episodes, and whether the caller liked any (visitors: false)",
    params: ZIdParams,
    answer: ZPlaylistLikeState,
  },
});
