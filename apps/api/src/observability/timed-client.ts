import pg from 'pg';
import { log } from './logger.ts';
import { dbQueryDuration } from './metrics.ts';
import { currentReqId, inThisRequest } from './request-scope.ts';

type Query = (...args: unknown[]) => unknown;

/** Queries slower than this are logged with their request id (config SLOW_QUERY_MS; 0: none). */
export const slowQueries = { thresholdMs: 500 };

function textOf(args: unknown[]): string {
  const first = args[0];
  const text = typeof first === 'string' ? first : ((first as { text?: string } | null)?.text ?? '');
  return text.replace(/\s+/g, ' ').slice(0, 500);
}
const query = pg.Client.prototype.query as unknown as Query;
const classes = new Map<string, typeof pg.Client>();

/**
 * A pg.Client that times every query it sends (pg.Pool's `Client` option), so the query latency
 * histogram sees drizzle, pg-boss and raw queries alike without wrapping any of their calls.
 * Streams (Submittable queries) pass through untimed.
 */
export function timedClient(pool: string): typeof pg.Client {
  let found = classes.get(pool);
  if (found) return found;
  const histogram = dbQueryDuration.labels(pool);
  found = class TimedClient extends pg.Client {};
  (found.prototype as unknown as { query: Query }).query = function timedQuery(...args: unknown[]) {
    const started = performance.now();
    // Read now: a query's answer arrives in the socket's async context, not the caller's.
    const reqId = currentReqId();
    const done = () => {
      const ms = performance.now() - started;
      histogram.observe(ms / 1000);
      if (slowQueries.thresholdMs > 0 && ms >= slowQueries.thresholdMs) {
        log().warn(
          { pool, ms: Math.round(ms), sql: textOf(args), ...(reqId ? { reqId } : {}) },
          'slow query',
        );
      }
    };
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, result: unknown) => {
        done();
        callback(error, result);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.then(done, done);
    return result;
  };
  classes.set(pool, found);
  return found;
}

type Connect = (callback?: (...args: unknown[]) => void) => unknown;

/**
 * pg.Pool.query hands its query to a client in the callback of `connect`, which fires in the
 * context of whoever freed or opened that client: run here in the caller's request scope, so
 * the query sees the request it runs for (its slow-query line carries that request's id). The
 * request scope is the only context read in there: the read side picks its pool before calling
 * (db/replica/read-side.ts) and OpenTelemetry's pg instrumentation binds its own context.
 */
export function keepRequestContext(pool: pg.Pool): pg.Pool {
  const connect = (pool.connect as unknown as Connect).bind(pool);
  (pool as unknown as { connect: Connect }).connect = (callback) =>
    connect(callback ? inThisRequest(callback) : undefined);
  return pool;
}
