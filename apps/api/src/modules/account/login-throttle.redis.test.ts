import { setTimeout as sleep } from 'node:timers/promises';
import { accountDetails } from '@sogon/contract/messages/account-details';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RateLimit } from '#api/adapters/rate-limit/attempt-limiter';
import { joinMember, newEmail, WRITE } from '../../../test/accounts.ts';
import { buildTestServer, type TestApiServer, type TestServer } from '../../../test/api-server.ts';
import { testRedisAvailable, testRedisSpace } from '../../../test/redis.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';

const redisUp = await testRedisAvailable('login-throttle.redis.test');

function login(app: TestServer, uid: string, password: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/live/v1/user/auth/login',
    headers: { ...WRITE, 'x-forwarded-for': ip },
    payload: { uid, password },
  });
}

describe.skipIf(!redisUp)('login limits shared by two API servers through one Redis', () => {
  let database: TestDatabase;
  const spaces: ReturnType<typeof testRedisSpace>[] = [];
  const servers: TestApiServer[] = [];

  /** Two servers on one database, each with its own Redis connection under one key prefix: two nodes. */
  async function twoNodes(account: RateLimit, address: RateLimit) {
    const space = testRedisSpace();
    spaces.push(space);
    const node = () =>
      buildTestServer(database, {
        settings: { redis: space.connect(), limits: { loginAccount: account, loginAddress: address } },
      });
    const [a, b] = [await node(), await node()];
    servers.push(a, b);
    return { a, b, space };
  }

  let long: Awaited<ReturnType<typeof twoNodes>>;
  let short: Awaited<ReturnType<typeof twoNodes>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    long = await twoNodes({ limit: 3, windowMs: 60_000 }, { limit: 8, windowMs: 60_000 });
    // Redis windows are whole seconds: the shortest one, so the test waits it out in about 2 s.
    short = await twoNodes({ limit: 2, windowMs: 2_000 }, { limit: 50, windowMs: 2_000 });
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(spaces.map((space) => space.cleanup()));
    await database?.drop();
  });

  it('counts failures on server A on server B, which answers 429 with the Korean wait and Retry-After', async () => {
    const { a, b, space } = long;
    const member = await joinMember(a);
    expect((await login(a, member.uid, 'wrong-password', '198.51.100.1')).statusCode).toBe(401);
    expect((await login(a, member.uid, 'wrong-password', '198.51.100.2')).statusCode).toBe(401);
    expect((await login(b, member.uid, 'wrong-password', '198.51.100.3')).statusCode).toBe(401);

    const refused = await login(b, member.uid, member.password, '198.51.100.4');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({
      message: 'ERROR_TOO_MANY_REQUESTS',
      result: { error: 'ERROR_TOO_MANY_REQUESTS' },
      detail: accountDetails.loginTooMany(retryAfter),
    });
    expect((await login(a, member.uid, member.password, '198.51.100.5')).statusCode).toBe(429);
    // The count lives in Redis under the run's own prefix, not in either process.
    expect((await space.keys()).some((key) => key.includes('login-account'))).toBe(true);
  });

  it('adds up one NAT address over both servers; its members are stopped only by that total', async () => {
    const { a, b } = long;
    const nat = '211.234.77.88';
    const member = await joinMember(a);
    for (let i = 0; i < 8; i += 1) {
      const node = i % 2 === 0 ? a : b;
      expect((await login(node, member.uid, member.password, nat)).statusCode).toBe(200);
      expect((await login(node, newEmail('nat'), 'wrong-password', nat)).statusCode).toBe(401);
    }
    expect((await login(a, member.uid, member.password, nat)).statusCode).toBe(429);
    expect((await login(b, member.uid, member.password, nat)).statusCode).toBe(429);
    expect((await login(b, member.uid, member.password, '203.0.113.20')).statusCode).toBe(200);
  });

  it('lets the member in again on either server once the window has passed', async () => {
    const { a, b } = short;
    const member = await joinMember(a);
    expect((await login(a, member.uid, 'wrong-password', '198.51.100.31')).statusCode).toBe(401);
    expect((await login(a, member.uid, 'wrong-password', '198.51.100.32')).statusCode).toBe(401);
    const refused = await login(b, member.uid, member.password, '198.51.100.33');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(2);

    await sleep(retryAfter * 1000 + 100);
    expect((await login(b, member.uid, member.password, '198.51.100.33')).statusCode).toBe(200);
  });
});
