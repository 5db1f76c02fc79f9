import type { Db } from '#api/db/client';
import type { ReadDb } from '#api/db/replica/read-side';
import type { PeriodicJob } from '#api/jobs/job-system';
import { type RankingKind, REALTIME_KINDS, TOP100_KINDS } from './cache.ts';
import { createRankings } from './rankings.ts';

/**
 * The rankings' periodic jobs (ADR 015): they compute the snapshots every server reads, with
 * their own rankings on the lag-tolerant reads (the primary when not given).
 */
export function rankingJobs(deps: {
  db: Db;
  reads?: ReadDb;
  now: () => Date;
  log: (line: string) => void;
}): PeriodicJob[] {
  const rankings = createRankings(deps.db, { now: deps.now, reads: deps.reads });
  /** Computes each kind into the shared snapshots; a kind that fails keeps its previous one. */
  const refresh = async (kinds: readonly RankingKind[]) => {
    const failed: RankingKind[] = [];
    for (const kind of kinds) await rankings.cache.refresh(kind).catch(() => failed.push(kind));
    if (failed.length) deps.log(`rankings: ${failed.join(', ')} failed; the previous snapshots stay`);
  };
  return [
    {
      // The realtime list decays by the minute (ADR 015).
      name: 'rankings-realtime',
      cron: '* * * * *',
      run: () => refresh(REALTIME_KINDS),
    },
    {
      name: 'rankings-top100',
      cron: '*/5 * * * *',
      run: () => refresh(TOP100_KINDS),
    },
  ];
}
