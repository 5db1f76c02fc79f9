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
});
