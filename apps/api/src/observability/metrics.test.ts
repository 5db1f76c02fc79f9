import { describe, expect, it } from 'vitest';
import { createLedger } from '#api/modules/hearts';
import { joinMember } from '../../test/accounts.ts';
import { buildTestServer, setupTestApi } from '../../test/api-server.ts';
import { makeContent, makePlaylist } from '../../test/factories.ts';

const TOKEN = 'metrics-test-token-0123456789';
const api = setupTestApi({ metricsToken: TOKEN });

async function scrape(): Promise<string> {
  const response = await api.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

/** The value of one sample of the exposition (0 when the series does not exist yet). */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ? match[2].split(/,(?=[a-zA-Z_]\w*=")/) : [];
    if (wanted.every((label) => present.includes(label))) return Number(match[3]);
  }
  return 0;
}

describe('/metrics', () => {
  it('answers only the configured bearer token', async () => {
    const ask = (headers: Record<string, string>) => api.app.inject({ url: '/metrics', headers });
    expect((await ask({})).statusCode).toBe(401);
    expect((await ask({ authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401);
    expect((await ask({ authorization: TOKEN })).statusCode).toBe(401);
    expect((await ask({ authorization: `Bearer ${TOKEN}` })).statusCode).toBe(200);
  });

  it('does not exist without a token', async () => {
    const plain = await buildTestServer(api.database);
    try {
      const response = await plain.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('counts one unlock and its hearts exactly as the ledger moved them, and a retry not at all', async () => {
    const member = await joinMember(api.app);
    const userId = member.user.userInfo.id;
    const ledger = createLedger(api.database.db);
    await ledger.transaction((tx) =>
      ledger.credit(tx, { userId, kind: 'grant', idempotencyKey: 'metrics', paid: 20, bonus: 0 }),
    );
    const playlist = await makePlaylist(api.database.db, { isFree: false, price: 5, bundlePrice: 12 });
    const episode = await makeContent(api.database.db, {
      playlistId: playlist.id,
      isFree: false,
      price: 7,
      episodeNo: 2,
    });
    const buy = () =>
      api.app.inject({
        url: `/api/live/v2/service/content/purchase/${playlist.id}/${episode.id}`,
        headers: { 'x-client': 'web', token: member.token, 'idempotency-key': 'metrics-unlock' },
      });

    const before = await scrape();
    const balanceBefore = await ledger.balance(userId);
    expect((await buy()).statusCode).toBe(200);
    expect((await buy()).json().result).toMatchObject({ alreadyOwned: true, hearts: 0 });
    const after = await scrape();
    const balanceAfter = await ledger.balance(userId);

    const moved = (name: string, labels?: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    const ledgerSpent = balanceBefore.paid + balanceBefore.bonus - balanceAfter.paid - balanceAfter.bonus;
    expect(ledgerSpent).toBe(7);
    expect(moved('sogon_unlocks_total')).toBe(1);
    expect(moved('sogon_hearts_spent_total', { on: 'unlock' })).toBe(ledgerSpent);

    // Requests are labelled by the route's pattern, never by the ids in the address.
    expect(
      moved('sogon_http_request_duration_seconds_count', {
        method: 'GET',
        route: '/api/live/v2/service/content/purchase/:playlistId/:contentId',
        status: '200',
      }),
    ).toBe(2);
    expect(after).not.toContain(`purchase/${playlist.id}`);
  });

  it('counts sign-ups, and reports the pool and the job queues at scrape time', async () => {
    const before = await scrape();
    await joinMember(api.app);
    const after = await scrape();
    expect(sample(after, 'sogon_signups_total', { provider: 'email' })).toBe(
      sample(before, 'sogon_signups_total', { provider: 'email' }) + 1,
    );
    expect(sample(after, 'sogon_db_pool_connections', { pool: 'primary', state: 'total' })).toBeGreaterThan(
      0,
    );
    expect(sample(after, 'sogon_db_query_duration_seconds_count', { pool: 'primary' })).toBeGreaterThan(
      sample(before, 'sogon_db_query_duration_seconds_count', { pool: 'primary' }),
    );
    expect(after).toContain('# TYPE sogon_job_queue_depth gauge');
    expect(after).toContain('sogon_nodejs_eventloop_lag_seconds');
  });
});
