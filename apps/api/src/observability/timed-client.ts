import pg from 'pg';
import { dbQueryDuration } from './metrics.ts';

type Query = (...args: unknown[]) => unknown;
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
    const done = () => histogram.observe((performance.now() - started) / 1000);
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
