import type { Db } from '#api/db/client';
import type { ReadDb } from '#api/db/replica/read-side';
import { createRankingCache, type RankingCache, rankingComputer } from './cache.ts';
import { createRankingRepository } from './repository.ts';
import { createRankingService, type RankingService } from './service.ts';
import { createRankingSnapshotRepository } from './snapshot.repository.ts';
import { createVisibleNowRepository } from './visible-now.repository.ts';

/**
 * The rankings of this server: a cache over the cluster's shared snapshots (written by the
 * periodic ranking jobs, jobs/periodic-jobs.ts) and the service that reads it, checking each
 * answer's entries against the catalog as it is now (a console change is not minutes late).
 * The computation and that check read from `reads` (the read replica when one is set); the
 * snapshots, shared by the cluster, stay on the primary.
 */
export function createRankings(
  db: Db,
  options: { now: () => Date; reads?: ReadDb },
): { cache: RankingCache; service: RankingService } {
  const reads = options.reads ?? db;
  const cache = createRankingCache({
    compute: rankingComputer(createRankingRepository(reads)),
    store: createRankingSnapshotRepository(db),
    now: options.now,
  });
  return {
    cache,
    service: createRankingService({ cache, visibleNow: createVisibleNowRepository(reads) }),
  };
}
