import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import type { AudienceService } from './audience.ts';
import type { ChannelStatsService } from './service.ts';

/** Channel statistics for channel owners (spec section 7 "Channels"; section 3 "Statistics query"). */
export function registerChannelStatsRoutes(
  app: ApiApp,
  deps: { stats: ChannelStatsService; audience: AudienceService; sessions: Sessions },
) {
  const { stats, audience, sessions } = deps;

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

  route(app, routes.channelStats.retention, {
    handler: async (request) => {
      const { user } = await sessions.member(request.ctx);
      return ok(await audience.retention(request.params.id, user.id, request.query.contentId));
    },
  });

  route(app, routes.channelStats.sources, {
    handler: async (request) => {
      const { user } = await sessions.member(request.ctx);
      return ok(await audience.sources(request.params.id, user.id, request.query));
    },
  });

  route(app, routes.channelStats.fans, {
    handler: async (request) => {
      const { user } = await sessions.member(request.ctx);
      return ok(await audience.fans(request.params.id, user.id, request.query.month));
    },
  });

  route(app, routes.channelStats.publicFans, {
    handler: async (request) => ok(await audience.publicFans(request.params.id, request.query.month)),
  });

  route(app, routes.channelStats.fanRankSetting, {
    handler: async (request) => {
      const { user } = await sessions.member(request.ctx);
      return ok(await audience.fanRankSetting(user.id));
    },
  });

  route(app, routes.channelStats.setFanRankSetting, {
    handler: async (request) => {
      const { user } = await sessions.member(request.ctx);
      return ok(await audience.setFanRankSetting(user.id, request.body.show));
    },
  });
}
