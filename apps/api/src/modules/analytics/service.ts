import type {
  TAccessLogBody,
  TAnalyticsSessionAnswer,
  TAnalyticsSessionBody,
} from '@sogon/contract/schemas/analytics';
import type { AttemptLimiter } from '#api/adapters/rate-limit/attempt-limiter';
import { AppError } from '#api/http/app-error';
import type { RequestContext } from '#api/http/request-context';
import { pagePath, refererOf } from './page-url.ts';
import type { AnalyticsRepository } from './repository.ts';

type Caller = Pick<RequestContext, 'pid' | 'sid' | 'uuid' | 'client' | 'ip'>;

/**
 * Page views and browsing sessions, written as they come (one row each). A burst from one
 * browser is cut at the limiter: a log is not worth a flood.
 */
export function createAnalyticsService(deps: {
  analytics: AnalyticsRepository;
  limiter: AttemptLimiter;
  now?: () => Date;
}) {
  const { analytics, limiter } = deps;
  const now = deps.now ?? (() => new Date());

  async function admit(ctx: Caller): Promise<void> {
    if (!(await limiter.take(ctx.uuid || ctx.ip)).allowed) throw new AppError('ERROR_TOO_MANY_REQUESTS');
  }

  return {
    /** POST /v1/log/access. */
    async logAccess(ctx: Caller, userId: number | null, body: TAccessLogBody): Promise<{ logged: boolean }> {
      const url = pagePath(body.url);
      if (url === null) throw new AppError('ERROR_REQUEST_PARAMETER_WRONG');
      await admit(ctx);
      await analytics.insertAccess({
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
      await admit(ctx);
      const at = now();
      const durationSec = await analytics.touchSession({
        id: body.sessionId,
        userId,
        uuid: ctx.uuid.slice(0, 64),
        pid: ctx.pid.slice(0, 64),
        at,
        stoppedAt: body.type === 'stop' ? at : null,
      });
      return { sessionId: body.sessionId, durationSec };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
