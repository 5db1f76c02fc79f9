import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '#api/http/app-error';
import { TEST_REDIS_URL, testRedisAvailable, testRedisSpace } from '../../../test/redis.ts';
import { createChangeFeed } from './change-feed.ts';
import { openRedis } from './connection.ts';
import { flowStoresFor } from './flow-store.ts';

// Nothing listens on port 1: a Redis that is configured but down.
const DOWN_URL = 'redis://127.0.0.1:1';

describe('shared state while Redis is down', () => {
  const down = openRedis(DOWN_URL, { keyPrefix: 'sogon-test-down:' });
  afterAll(() => down.close());

  it('answers a flow step 503 with Retry-After rather than finishing it from one node’s memory', async () => {
    const store = flowStoresFor(down)<{ step: number }>('probe', 60_000, 10);
    const refusal = await store.set('k', { step: 1 }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('ERROR_SERVICE_UNAVAILABLE');
    expect((refusal as AppError).status).toBe(503);
    expect((refusal as AppError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it('keeps a node that cannot hear others incoherent, and still tells its own caches', async () => {
    const feed = createChangeFeed(down, { onError: () => {} });
    let heard = 0;
    feed.on('catalog', () => heard++);
    feed.publish('catalog');
    expect(heard).toBe(1);
    expect(feed.coherent()).toBe(false);
    await feed.close();
  });

  it('is always coherent in one process without Redis', () => {
    const feed = createChangeFeed(null);
    let heard = 0;
    feed.on('catalog', () => heard++);
    feed.publish('catalog');
    expect(heard).toBe(1);
    expect(feed.coherent()).toBe(true);
  });
});

const redisUp = await testRedisAvailable('adapters/redis/shared-state.test');

describe.skipIf(!redisUp)('the change feed between two nodes', () => {
  const space = testRedisSpace();
  afterAll(() => space.cleanup());

  it('tells the other node once, not itself twice, and drops everything after a subscription was cut', async () => {
    const a = createChangeFeed(space.connect());
    const b = createChangeFeed(space.connect());
    const heard = { a: 0, b: 0 };
    a.on('catalog', () => heard.a++);
    b.on('catalog', () => heard.b++);
    await expect.poll(() => a.coherent() && b.coherent()).toBe(true);

    a.publish('catalog');
    expect(heard.a).toBe(1);
    await expect.poll(() => heard.b).toBe(1);
    // Its own message comes back over the channel too; it must not count again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard.a).toBe(1);

    // Cut both subscriptions as an outage would: each node drops everything once it is back.
    const admin = new Redis(TEST_REDIS_URL);
    try {
      const clients = String(await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
      const mine = clients
        .split('\n')
        .filter((line) => line.includes(`name=${space.keyPrefix}changes`))
        .map((line) => /\bid=(\d+)/.exec(line)?.[1])
        .filter((id): id is string => Boolean(id));
      expect(mine).toHaveLength(2);
      const before = { ...heard };
      for (const id of mine) await admin.call('CLIENT', 'KILL', 'ID', id);
      await expect.poll(() => heard.a > before.a && heard.b > before.b, { timeout: 5000 }).toBe(true);
      await expect.poll(() => a.coherent() && b.coherent(), { timeout: 5000 }).toBe(true);
    } finally {
      admin.disconnect();
    }
    // A change after the reconnect still reaches it.
    const after = heard.b;
    a.publish('catalog');
    await expect.poll(() => heard.b).toBe(after + 1);
    await Promise.all([a.close(), b.close()]);
  });
});
