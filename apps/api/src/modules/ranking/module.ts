import { defineModule } from '#api/app/module';
import { startRankings } from '#api/jobs/rankings';
import { createRankings } from './rankings.ts';
import { registerRankingRoutes } from './routes.ts';

/** TOP 100 and realtime rankings, recomputed into this process's cache while it runs (ADR 015). */
export const rankingModule = defineModule('ranking', (kernel) => {
  const rankings = createRankings(kernel.db, { now: kernel.settings.clock });
  let running: ReturnType<typeof startRankings> | null = null;
  return {
    exports: { rankings },
    routes: (api) => registerRankingRoutes(api, rankings.service, kernel.viewerOf),
    start: () => {
      running = startRankings({
        cache: rankings.cache,
        onError: (error, kind) => console.error(`[sogon] ranking ${kind} failed`, error),
      });
    },
    stop: () => running?.stop(),
  };
});
