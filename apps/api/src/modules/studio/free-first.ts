import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';

/** The database or one of its transactions. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * First N free (ADR 066): the playlist's `free_first_n` applied to its episodes' `is_free`, in
 * episode order (deleted episodes do not count). The first N become free; a later one becomes
 * paid again when it has a price (it was free by the rule, its price kept), while an episode
 * without a price (uploaded as free) stays free. Nothing reads `free_first_n` but the studio:
 * entitlement keeps its one rule, `is_free`. Callers hold the playlist row locked.
 */
export async function applyFreeFirst(tx: Executor, playlistId: number, freeFirstN: number): Promise<void> {
  await tx.execute(sql`
    with ranked as (
      select id, row_number() over (order by episode_no, id) as rank
        from contents
       where playlist_id = ${playlistId} and status <> 'deleted')
    update contents c
       set is_free = r.rank <= ${freeFirstN}
      from ranked r
     where c.id = r.id
       and ((r.rank <= ${freeFirstN} and not c.is_free) or (r.rank > ${freeFirstN} and c.is_free and c.price > 0))`);
}
