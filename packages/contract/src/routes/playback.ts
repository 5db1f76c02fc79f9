import {
  ZContentParams,
  ZContinueList,
  ZLikeState,
  ZPlaytime,
  ZPlaytimeBatchBody,
  ZPlaytimeBatchReport,
  ZPlaytimeBody,
  ZPlaytimeDeleteQuery,
  ZPlaytimePutBody,
  ZPlaytimeRemoved,
  ZPlaytimeReport,
  ZRecentQuery,
  ZVisitQuery,
  ZVisitStats,
} from '../schemas/media.ts';
import { defineRoutes } from './define.ts';
import { playbackEndpoints } from './playback.endpoints.ts';

export const playbackRoutes = defineRoutes('playback', playbackEndpoints, {
  report: {
    summary: 'Reports playback (spec payload {playtime, interval}); visitors count toward statistics only',
    description:
      "Sent by the player every 10 s and when playback stops. A member's position is kept (capped at the " +
      'episode length); `interval` counts at most 60 s per report. Written in batches every few seconds; ' +
      "the caller's own reads see it at once.",
    params: ZContentParams,
    body: ZPlaytimeBody,
    answer: ZPlaytimeReport,
  },
  reportBatch: {
    summary:
      'Reports playback of several episodes at once (our addition; the spec names only the single report)',
    description:
      'Each event is what POST /v2/content/playtime/{id} takes plus the episode id, applied in order ' +
      'exactly as that many single reports arriving at the same moment (same caps, play counting and ' +
      '19+ rules, one session lookup). Any bad event refuses the whole batch and nothing of it is kept. ' +
      'Browsers may send it with navigator.sendBeacon: without `x-client`, an Origin header naming ' +
      'this site is required instead, and `uuid` in the body stands in for the x-uuid header.',
    body: ZPlaytimeBatchBody,
    answer: ZPlaytimeBatchReport,
  },
  position: {
    summary: "The member's position in an episode (playtime 0 and updatedAt null when never played)",
    params: ZContentParams,
    answer: ZPlaytime,
    aliases: ['/v1/user/playtime/v2/:id'],
  },
  setPosition: {
    summary: "Sets the member's position in an episode now (not batched)",
    params: ZContentParams,
    body: ZPlaytimePutBody,
    answer: ZPlaytime,
  },
  removePositions: {
    summary: "Removes the member's positions in the listed episodes (items=[1,2])",
    query: ZPlaytimeDeleteQuery,
    answer: ZPlaytimeRemoved,
  },
  toggleLike: {
    summary: "Toggles the member's like of an episode (spec section 4: likes are toggles)",
    params: ZContentParams,
    answer: ZLikeState,
  },
  likeState: {
    summary: 'Likes of an episode and whether the caller likes it (visitors: false)',
    params: ZContentParams,
    answer: ZLikeState,
  },
  visit: {
    summary: 'Records a visit to an episode (visitors too) and answers its visit counts',
    description:
      'A viewer counts once per 30 minutes per episode, and once per Seoul day as a unique visitor.',
    query: ZVisitQuery,
    answer: ZVisitStats,
  },
  recent: {
    tags: ['library'],
    summary: 'Recently played: one item per playlist (its latest episode played), newest first',
    description: 'offset is the page size (spec default 10), page starts at 1.',
    query: ZRecentQuery,
    answer: ZContinueList,
  },
  removeRecent: {
    tags: ['library'],
    summary: "Removes a playlist from recently played (the member's positions in its episodes)",
    params: ZContentParams.describe('id: the playlist id'),
    answer: ZPlaytimeRemoved,
  },
});
