import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '#api/http/server';
import { MAIL_QUEUE } from '#api/jobs/mail-delivery';
import { joinMember, newEmail, WRITE } from '../../test/accounts.ts';
import { setupTestApi } from '../../test/api-server.ts';
import { setProcessLogger } from './logger.ts';
import { withReqId } from './request-scope.ts';
import { slowQueries } from './timed-client.ts';

/** Every JSON line the process logs while this file runs: requests, jobs and slow queries. */
const lines: Array<Record<string, unknown>> = [];
const logger = pino(
  { level: 'info' },
  new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      callback();
    },
  }),
);
setProcessLogger(logger);
afterAll(() => setProcessLogger(pino({ level: 'silent' })));

const api = setupTestApi({ loggerInstance: logger });

async function lineWith(match: (line: Record<string, unknown>) => boolean): Promise<Record<string, unknown>> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const found = lines.find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('no such log line');
}

describe('request ids', () => {
  it('follow a request into the job it enqueued: the worker logs the same id', async () => {
    const member = await joinMember(api.app, newEmail('trace'));
    const reqId = 'trace-reset-0001';
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/live/v2/login/findAccount',
      headers: { ...WRITE, 'x-request-id': reqId, 'x-uuid': 'browser-id-1234' },
      payload: { userId: member.uid },
    });
    expect(response.statusCode).toBe(200);
    // The request's own lines carry the id given, not the browser id.
    expect(lines.some((line) => line.reqId === reqId && line.msg === 'incoming request')).toBe(true);

    const started = await lineWith((line) => line.msg === 'job started' && line.queue === MAIL_QUEUE);
    expect(started.reqId).toBe(reqId);
  });

  it('is on a slow query’s log line', async () => {
    slowQueries.thresholdMs = 1;
    try {
      // Drizzle queries run when awaited: inside the scope.
      await withReqId(
        'trace-slow-0002',
        async () => await api.database.db.execute(sql`select pg_sleep(0.02)`),
      );
    } finally {
      slowQueries.thresholdMs = 500;
    }
    const slow = await lineWith((line) => line.msg === 'slow query' && String(line.sql).includes('pg_sleep'));
    expect(slow).toMatchObject({ reqId: 'trace-slow-0002', pool: 'primary' });
    expect(Number(slow.ms)).toBeGreaterThanOrEqual(1);
  });

  it('is handed to the page server, whose API calls forward it', async () => {
    let seen: string | undefined;
    const server = await buildServer({
      routes: () => {},
      loggerInstance: logger,
      web: async (req, res) => {
        seen = req.headers['x-request-id'] as string | undefined;
        res.end('page');
      },
    });
    try {
      const page = await server.inject({ url: '/some/page', headers: { 'x-uuid': 'browser-id-5678' } });
      expect(page.body).toBe('page');
      expect(seen).toMatch(/^[\w-]{8,64}$/);
      expect(lines.some((line) => line.reqId === seen && line.msg === 'incoming request')).toBe(true);
    } finally {
      await server.close();
    }
  });
});
