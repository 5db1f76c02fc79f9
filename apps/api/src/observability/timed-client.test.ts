import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { currentReqId, withReqId } from './request-scope.ts';
import { keepRequestContext } from './timed-client.ts';

/** The request id each query saw when its client sent it (what the slow-query line logs). */
const seen: Array<string | undefined> = [];
class RecordingClient extends pg.Client {}
const query = pg.Client.prototype.query as unknown as (...args: unknown[]) => unknown;
(RecordingClient.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
  ...args: unknown[]
) {
  seen.push(currentReqId());
  return query.apply(this, args);
};

// One connection: the second query waits for it, and is handed it when the first one frees it.
const pool = keepRequestContext(
  new pg.Pool({ connectionString: inject('testDatabase').adminUrl, max: 1, Client: RecordingClient }),
);
afterAll(() => pool.end());

describe('keepRequestContext', () => {
  it('sends a query that waited for a connection in its own request, not in the one that freed it', async () => {
    await Promise.all([
      withReqId('first', () => pool.query('select pg_sleep(0.05)')),
      withReqId('second', () => pool.query('select 1')),
    ]);
    // Outside any request, a query waiting behind a request's query has no request id.
    await Promise.all([
      withReqId('third', () => pool.query('select pg_sleep(0.05)')),
      pool.query('select 1'),
    ]);
    expect(seen).toEqual(['first', 'second', 'third', undefined]);
  });
});
