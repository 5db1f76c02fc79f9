import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { openRedis, type RedisConnection, redisAnswers } from '#api/adapters/redis/connection';

/** Developer machines and CI run Redis here (no auth); TEST_REDIS_URL points elsewhere. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/** Whether the test Redis answers; tests that need it skip with a message when it does not. */
export async function testRedisAvailable(label: string): Promise<boolean> {
  if (await redisAnswers(TEST_REDIS_URL)) return true;
  console.warn(
    `[${label}] Redis at ${TEST_REDIS_URL} is not reachable: skipping the tests that share limits through Redis ` +
      '(start a Redis there or set TEST_REDIS_URL to run them).',
  );
  return false;
}

/**
 * A key prefix of its own for one test run, connections under it (one per simulated node) and a
 * cleanup that closes them and deletes every key written under the prefix.
 */
export function testRedisSpace() {
  const keyPrefix = `sogon-test:${randomBytes(6).toString('hex')}:`;
  const connections: RedisConnection[] = [];
  return {
    keyPrefix,
    connect(): RedisConnection {
      const connection = openRedis(TEST_REDIS_URL, { keyPrefix });
      connections.push(connection);
      return connection;
    },
    /** Keys currently under the prefix (to show a test really wrote to Redis). */
    async keys(): Promise<string[]> {
      const admin = new Redis(TEST_REDIS_URL, { lazyConnect: true });
      try {
        await admin.connect();
        const found: string[] = [];
        let cursor = '0';
        do {
          const [next, batch] = await admin.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 500);
          cursor = next;
          found.push(...batch);
        } while (cursor !== '0');
        return found;
      } finally {
        admin.disconnect();
      }
    },
    async cleanup(): Promise<void> {
      await Promise.all(connections.map((connection) => connection.close()));
      const keys = await this.keys();
      if (keys.length === 0) return;
      const admin = new Redis(TEST_REDIS_URL, { lazyConnect: true });
      try {
        await admin.connect();
        await admin.del(...keys);
      } finally {
        admin.disconnect();
      }
    },
  };
}
