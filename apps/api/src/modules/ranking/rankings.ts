import type { Db } from '#api/db/client';
import { createRankingCache, type RankingCache, rankingComputer } from './cache.ts';
import { createRankingRepository } from './repository.ts';
import { createRankingService, type RankingService } from './service.ts';

export interface RankingOptions {
  /** The clock rankings are computed at (tests move it); default the real one. */
  now?: () => Date;
}

/** The ranking cache (refreshed by jobs/rankings.ts) and the service that reads it. */
export function createRankings(
  db: Db,
  options: RankingOptions = {},
): { cache: RankingCache; service: RankingService } {
  const cache = createRankingCache({
    compute: rankingComputer(createRankingRepository(db)),
    now: options.now,
  });
  return { cache, service: createRankingService({ cache }) };
}
