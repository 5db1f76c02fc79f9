import { ZChannelStats, ZOwnedChannelsStats, ZStatsQuery } from '@sogon/contract/schemas/stats';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account/sessions';
import { ZIdParams } from '#api/modules/playlist/routes';
import type { ChannelStatsService } from './service.ts';

/** Channel statistics for channel owners (spec section 7 "Channels"; section 3 "Statistics query"). */
export function registerChannelStatsRoutes(
  app: ApiApp,
  deps: { stats: ChannelStatsService; sessions: Sessions },
) {
  const { stats, sessions } = deps;

  app.get('/v1/channel/:id/stat', {
    schema: {
      tags: ['channel-stats'],
      summary:
        "The channel owner's figures for a period of Seoul days (the last 7 by default, 92 at most): totals " +
        'beside those of the period before, every day, and every playlist sorted by sortCol',
      params: ZIdParams,
      querystring: ZStatsQuery,
      response: { 200: envelope(ZChannelStats) },
    },
    handler: async (request) => {
      const { user } = await sessions.member(request.ctx);
      return ok(await stats.channelStats(request.params.id, user.id, request.query));
    },
  });

  app.get('/v1/user/statistics/channel', {
    schema: {
      tags: ['channel-stats'],
      summary: "The channels the caller owns, each with the period's totals (empty for a member without one)",
      querystring: ZStatsQuery.pick({ startDt: true, endDt: true }),
      response: { 200: envelope(ZOwnedChannelsStats) },
    },
    handler: async (request) => {
      const { user } = await sessions.member(request.ctx);
      return ok(await stats.ownedChannels(user.id, request.query));
    },
  });
}
