import {
  ZFanRanking,
  ZFanRankSetting,
  ZFansQuery,
  ZPlaySources,
  ZPublicFanRanking,
  ZRetention,
  ZRetentionQuery,
  ZSourcesQuery,
} from '../schemas/audience.ts';
import { ZChannelStats, ZOwnedChannelsStats, ZStatsQuery } from '../schemas/stats.ts';
import { channelStatsEndpoints } from './channel-stats.endpoints.ts';
import { defineRoutes } from './define.ts';
import { ZIdParams } from './params.ts';

/** Channel statistics for channel owners (spec section 7 "Channels"; section 3 "Statistics query"). */
export const channelStatsRoutes = defineRoutes('channel-stats', channelStatsEndpoints, {
  channel: {
    summary:
      "The channel owner's figures for a period of Seoul days (the last 7 by default, 92 at most): totals " +
      'beside those of the period before, every day, and every playlist sorted by sortCol',
    params: ZIdParams,
    query: ZStatsQuery,
    answer: ZChannelStats,
  },
  ownedChannels: {
    summary: "The channels the caller owns, each with the period's totals (empty for a member without one)",
    query: ZStatsQuery.pick({ startDt: true, endDt: true }),
    answer: ZOwnedChannelsStats,
  },
  retention: {
    summary:
      "The owner's retention curve of one episode: plays still listening per bucket, with those that fell " +
      'asleep (sleep timer, long inactivity) told apart from those that left (skip, close, switch)',
    description:
      'Read from the content_retention roll-up in one indexed statement; the episode list is for the selector.',
    params: ZIdParams,
    query: ZRetentionQuery,
    answer: ZRetention,
  },
  sources: {
    summary:
      "The owner's plays of a period by where listeners came from (search, home, follow feed, partner links, " +
      'other), with the free unlocks (기다무, 이용권) of the period',
    params: ZIdParams,
    query: ZSourcesQuery,
    answer: ZPlaySources,
  },
  fans: {
    summary:
      "The owner's fan ranking of a Seoul month: the top 50 members by hearts spent on the channel (every " +
      'source: unlocks, rentals, gallery, subscriptions, tips, gifts), their tips and months subscribed',
    params: ZIdParams,
    query: ZFansQuery,
    answer: ZFanRanking,
  },
  publicFans: {
    summary:
      "A channel's public fan ranking of a Seoul month: only members who chose to show their nickname " +
      '(채널 팬 순위에 내 이름 표시); the others are not listed at all',
    params: ZIdParams,
    query: ZFansQuery,
    answer: ZPublicFanRanking,
  },
  fanRankSetting: {
    summary: 'Whether the caller shows their nickname in public channel fan rankings (off by default)',
    answer: ZFanRankSetting,
  },
  setFanRankSetting: {
    summary: 'Shows or hides the caller in every public channel fan ranking, at once',
    body: ZFanRankSetting,
    answer: ZFanRankSetting,
  },
});
