import { defineModule } from '#api/app/module';
import { rankingJobs } from './jobs.ts';
import { createRankings } from './rankings.ts';
import { registerRankingRoutes } from './routes.ts';

/** TOP 100 and realtime rankings, read from the snapshots the cluster's periodic jobs write (ADR 015). */
export const rankingModule = defineModule('ranking', (kernel) => {
  const rankings = createRankings(kernel.db, { now: kernel.settings.clock, reads: kernel.reads });
  return {
    exports: { rankings },
    routes: (api) => registerRankingRoutes(api, rankings.service, kernel.viewerOf),
    jobs: ({ log }) => rankingJobs({ db: kernel.db, reads: kernel.reads, now: kernel.settings.clock, log }),
  };
});
