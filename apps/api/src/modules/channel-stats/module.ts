import { defineModule } from '#api/app/module';
import { createAudienceRepository } from './audience.repository.ts';
import { createAudienceService, RETENTION_REUSE_MS } from './audience.ts';
import { createChannelStatsRepository } from './repository.ts';
import { registerChannelStatsRoutes } from './routes.ts';
import { createChannelStatsService } from './service.ts';

/** A creator's channel statistics (ADR 019) and audience numbers (issue 37). */
export const channelStatsModule = defineModule('channel-stats', (kernel) => {
  const channelStats = createChannelStatsService({ repository: createChannelStatsRepository(kernel.reads) });
  const audience = createAudienceService({
    repository: createAudienceRepository(kernel.db, kernel.reads),
    now: kernel.settings.clock,
    retentionReuseMs: RETENTION_REUSE_MS,
  });
  return {
    exports: { channelStats },
    routes: (api) =>
      registerChannelStatsRoutes(api, { stats: channelStats, audience, sessions: kernel.sessions }),
  };
});
