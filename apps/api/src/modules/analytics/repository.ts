import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { accessLogs } from '#api/db/schema/index';

/** Page views and browsing sessions, one row each. */
export function createAnalyticsRepository(db: Db) {
  return {
    async insertAccess(row: typeof accessLogs.$inferInsert): Promise<void> {
      await db.insert(accessLogs).values(row);
    },

    /**
     * Starts (or touches) a session, or stops it when `stoppedAt` is set; answers how long it
     * has lasted. A retried or late call never shortens it.
     */
    async touchSession(session: {
      id: string;
      userId: number | null;
      uuid: string;
      pid: string;
      at: Date;
      stoppedAt: Date | null;
    }): Promise<number> {
      const result = await db.execute<{ duration_sec: number }>(sql`
        insert into analytics_sessions (id, user_id, uuid, pid, started_at, last_seen_at, stopped_at, duration_sec)
        values (${session.id}, ${session.userId}, ${session.uuid}, ${session.pid}, ${session.at}, ${session.at},
                ${session.stoppedAt}, 0)
        on conflict (id) do update set
          last_seen_at = greatest(analytics_sessions.last_seen_at, excluded.last_seen_at),
          user_id = coalesce(excluded.user_id, analytics_sessions.user_id),
          stopped_at = case when ${session.stoppedAt !== null} then excluded.last_seen_at
                            else analytics_sessions.stopped_at end,
          duration_sec = greatest(analytics_sessions.duration_sec,
            extract(epoch from excluded.last_seen_at - analytics_sessions.started_at)::int)
        returning duration_sec`);
      return result.rows[0]?.duration_sec ?? 0;
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
