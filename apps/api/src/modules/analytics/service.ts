import type {
  TAccessLogBody,
  TAnalyticsSessionAnswer,
  TAnalyticsSessionBody,
} from '@sogon/contract/schemas/analytics';
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { accessLogs } from '#api/db/schema/index';
import { AppError } from '#api/http/app-error';
import type { RateLimiter } from '#api/http/rate-limiter';
import type { RequestContext } from '#api/http/request-context';
import { pagePath, refererOf } from './page-url.ts';

type Caller = Pick<RequestContext, 'pid' | 'sid' | 'uuid' | 'client' | 'ip'>;

/**
 * Page views and browsing sessions, written as they come (one row each). A burst from one
 * browser is cut at the limiter: a log is not worth a flood.
 */
export function createAnalyticsService(deps: { db: Db; limiter: RateLimiter; now?: () => Date }) {
  const { db, limiter } = deps;
  const now = deps.now ?? (() => new Date());

  function admit(ctx: Caller) {
    if (!limiter.take(ctx.uuid || ctx.ip)) throw new AppError('ERROR_TOO_MANY_REQUESTS');
  }

  return {
    /** POST /v1/log/access. */
    async logAccess(ctx: Caller, userId: number | null, body: TAccessLogBody): Promise<{ logged: boolean }> {
      const url = pagePath(body.url);
      if (url === null) throw new AppError('ERROR_REQUEST_PARAMETER_WRONG');
      admit(ctx);
      await db.insert(accessLogs).values({
        userId,
        pid: (body.pid || ctx.pid).slice(0, 64),
        sid: ctx.sid.slice(0, 64),
        uuid: ctx.uuid.slice(0, 64),
        url,
        referer: refererOf(body.referer),
        client: ctx.client.slice(0, 32),
        createdAt: now(),
      });
      return { logged: true };
    },

    /** POST /v1/analytics/log/user: start (again) or stop a session; answers how long it lasted. */
    async session(
      ctx: Caller,
      userId: number | null,
      body: TAnalyticsSessionBody,
    ): Promise<TAnalyticsSessionAnswer> {
      admit(ctx);
      const at = now();
      const stopped = body.type === 'stop' ? at : null;
      const result = await db.execute<{ duration_sec: number }>(sql`
        insert into analytics_sessions (id, user_id, uuid, pid, started_at, last_seen_at, stopped_at, duration_sec)
        values (${body.sessionId}, ${userId}, ${ctx.uuid.slice(0, 64)}, ${ctx.pid.slice(0, 64)}, ${at}, ${at}, ${stopped}, 0)
        on conflict (id) do update set
          last_seen_at = greatest(analytics_sessions.last_seen_at, excluded.last_seen_at),
          user_id = coalesce(excluded.user_id, analytics_sessions.user_id),
          stopped_at = case when ${body.type} = 'stop' then excluded.last_seen_at else analytics_sessions.stopped_at end,
          duration_sec = greatest(analytics_sessions.duration_sec,
            extract(epoch from excluded.last_seen_at - analytics_sessions.started_at)::int)
        returning duration_sec`);
      return { sessionId: body.sessionId, durationSec: result.rows[0]?.duration_sec ?? 0 };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
