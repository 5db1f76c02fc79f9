import { sql } from 'drizzle-orm';
import type { ReadDb } from '#api/db/replica/read-side';
import { shownChannelSql, visiblePlaylistSql } from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';

/**
 * Which entries of a cached ranking the viewer may still see now: a snapshot is minutes old, and
 * the console may have hidden a playlist or channel (or marked it 19+) since. One primary-key
 * lookup of at most a list's ids per request, so a console change shows on the next request.
 */
export function createVisibleNowRepository(db: ReadDb) {
  return {
    async playlists(ids: readonly number[], viewer: Viewer): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const result = await db.execute<{ id: number }>(sql`
        select p.id::int as id from playlists p join channels ch on ch.id = p.channel_id
        where p.id = any(${sql.param([...ids])}::bigint[]) and ${visiblePlaylistSql(viewer)}`);
      return new Set(result.rows.map((row) => row.id));
    },

    async channels(ids: readonly number[]): Promise<Set<number>> {
      if (ids.length === 0) return new Set();
      const result = await db.execute<{ id: number }>(sql`
        select ch.id::int as id from channels ch
        where ch.id = any(${sql.param([...ids])}::bigint[]) and ${shownChannelSql('ch')}`);
      return new Set(result.rows.map((row) => row.id));
    },
  };
}

export type VisibleNow = ReturnType<typeof createVisibleNowRepository>;
