import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { rankingSnapshots } from '#api/db/schema/index';
import type { RankingKind, RankingSnapshot } from './cache.ts';

/** Where the cluster keeps each ranking's latest computation (one row per kind). */
export function createRankingSnapshotRepository(db: Db) {
  return {
    async save(kind: RankingKind, snapshot: RankingSnapshot<unknown>): Promise<void> {
      const row = {
        windowFrom: snapshot.window.from,
        windowTo: snapshot.window.to,
        computedAt: snapshot.computedAt,
        lists: snapshot.lists,
      };
      await db
        .insert(rankingSnapshots)
        .values({ kind, ...row })
        .onConflictDoUpdate({ target: rankingSnapshots.kind, set: row });
    },

    async load(kind: RankingKind): Promise<RankingSnapshot<unknown> | null> {
      const [row] = await db.select().from(rankingSnapshots).where(eq(rankingSnapshots.kind, kind));
      if (!row) return null;
      return {
        window: { from: row.windowFrom, to: row.windowTo },
        computedAt: row.computedAt,
        lists: row.lists as RankingSnapshot<unknown>['lists'],
      };
    },
  };
}

export type RankingSnapshotRepository = ReturnType<typeof createRankingSnapshotRepository>;
