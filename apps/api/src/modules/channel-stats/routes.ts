import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account/sessions';
import type { ChannelStatsService } from './service.ts';

/** Channel statistics for channel owners (spec section 7 "Channels"; section 3 "Statistics query"). */
export function registerChannelStatsRoutes(
  app: ApiApp,
  deps: { stats: ChannelStatsService; sessions: Sessions },
) {
  const { stats, sessions } = deps;

  route(app, routes.channelStats.channel, {
    handler: async (request) => {
      const { user } = await sessions.member(request.ctx);
      return ok(await stats.channelStats(request.params.id, user.id, request.query));
    },
  });

  route(app, routes.channelStats.ownedChannels, {
    handler: async (request) => {
      const { user } = await sessions.member(request.ctx);
      return ok(await stats.ownedChannels(user.id, request.query));
    },
  });
}
