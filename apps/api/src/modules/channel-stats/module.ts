import { defineModule } from '#api/app/module';
import { createChannelStatsRepository } from './repository.ts';
import { registerChannelStatsRoutes } from './routes.ts';
import { createChannelStatsService } from './service.ts';

/** A creator's channel statistics (ADR 019). */
export const channelStatsModule = defineModule('channel-stats', (kernel) => {
  const channelStats = createChannelStatsService({ repository: createChannelStatsRepository(kernel.reads) });
  return {
    exports: { channelStats },
    routes: (api) => registerChannelStatsRoutes(api, { stats: channelStats, sessions: kernel.sessions }),
  };
});
