import { formatLsn, parseLsn } from '#api/db/replica/lsn';
import { WRITE_MARK_TTL_MS, type WriteMarks } from '#api/db/replica/write-marks';
import type { RedisConnection } from './connection.ts';

/**
 * Raises the member's mark to the given position (never lowers it: a slower concurrent request
 * must not undo a later write's mark) and starts its TTL again. Positions are stored as 16 hex
 * digits, so comparing the strings compares the positions.
 */
const RAISE = `local known = redis.call('get', KEYS[1])
if (not known) or known < ARGV[1] then
  redis.call('set', KEYS[1], ARGV[1], 'PX', ARGV[2])
else
  redis.call('pexpire', KEYS[1], ARGV[2])
end
return 1`;

/**
 * Every node's write marks (read-your-writes with DATABASE_REPLICA_URL): a member's next request
 * may reach another node, which must know where their last write stands. When a mark cannot be
 * written (Redis down), this node answers "unknown" for a mark's lifetime, so its members read
 * from the primary rather than from a replica that may not have their write.
 */
export function createRedisWriteMarks(redis: RedisConnection, now: () => number = Date.now): WriteMarks {
  const keyOf = (userId: number) => `${redis.keyPrefix}rw:${userId}`;
  let lostUntil = 0;
  return {
    async mark(userId, text) {
      const padded = parseLsn(text).toString(16).padStart(16, '0');
      try {
        await redis.ready();
        await redis.client.eval(RAISE, 1, keyOf(userId), padded, WRITE_MARK_TTL_MS);
      } catch (error) {
        lostUntil = now() + WRITE_MARK_TTL_MS;
        throw error;
      }
    },
    async get(userId) {
      if (now() < lostUntil) throw new Error('a write mark was lost recently');
      await redis.ready();
      const stored = await redis.client.get(keyOf(userId));
      return stored === null ? null : formatLsn(BigInt(`0x${stored}`));
    },
  };
}
