import { afterAll, describe, expect, it } from 'vitest';
import { testRedisAvailable, testRedisSpace } from '../../../test/redis.ts';
import { openRedis } from './connection.ts';
import { createRedisWriteMarks } from './write-marks.ts';

const redisUp = await testRedisAvailable('adapters/redis/write-marks.test');

describe.skipIf(!redisUp)('write marks shared by two nodes', () => {
  const space = testRedisSpace();
  afterAll(() => space.cleanup());

  it('shows node B the mark node A wrote, and never moves a mark back', async () => {
    const a = createRedisWriteMarks(space.connect());
    const b = createRedisWriteMarks(space.connect());
    expect(await b.get(7)).toBeNull();
    await a.mark(7, '16/B374D848');
    expect(await b.get(7)).toBe('16/B374D848');
    // A slower request that wrote earlier reports after a later one: the later position stays.
    await b.mark(7, '16/B374D000');
    expect(await a.get(7)).toBe('16/B374D848');
    // Positions compare as numbers, not as the text PostgreSQL prints.
    await b.mark(7, '17/0');
    expect(await a.get(7)).toBe('17/0');
    expect(await a.get(8)).toBeNull();
  });

  it('answers "unknown" for a while after it could not write a mark', async () => {
    const down = openRedis('redis://127.0.0.1:1', { keyPrefix: space.keyPrefix });
    let at = 1_000_000;
    const marks = createRedisWriteMarks(down, () => at);
    await expect(marks.mark(9, '1/0')).rejects.toThrow();
    await expect(marks.get(9)).rejects.toThrow('lost recently');
    at += 61_000;
    await expect(marks.get(9)).rejects.not.toThrow('lost recently');
    await down.close();
  });
});
