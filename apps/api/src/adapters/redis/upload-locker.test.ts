import { afterAll, describe, expect, it } from 'vitest';
import { testRedisAvailable, testRedisSpace } from '../../../test/redis.ts';
import { createUploadLocker } from './upload-locker.ts';

const redisUp = await testRedisAvailable('adapters/redis/upload-locker.test');

describe.skipIf(!redisUp)('tus upload locks shared by two nodes', () => {
  const space = testRedisSpace();
  afterAll(() => space.cleanup());

  it('lets one request at a time hold an upload, and asks the holder on the other node to let go', async () => {
    const a = createUploadLocker(space.connect());
    const b = createUploadLocker(space.connect());
    const held = a.newLock('upload-1');
    let asked = 0;
    // The holder's request finishes when asked (as @tus/server aborts the older request).
    await held.lock(new AbortController().signal, async () => {
      asked += 1;
      await held.unlock();
    });
    expect((await space.keys()).some((key) => key.endsWith('tus-lock:upload-1'))).toBe(true);

    const order: string[] = [];
    const second = b.newLock('upload-1');
    await second.lock(new AbortController().signal, () => {});
    order.push('b has it');
    expect(asked).toBeGreaterThanOrEqual(1);

    // Another upload is not held up by it.
    const other = a.newLock('upload-2');
    await other.lock(new AbortController().signal, () => {});
    order.push('a has upload-2');
    await other.unlock();
    await second.unlock();
    expect(order).toEqual(['b has it', 'a has upload-2']);
    expect((await space.keys()).filter((key) => key.includes('tus-lock:'))).toEqual([]);
  });

  it('gives up when the caller stops waiting and the holder does not let go', async () => {
    const a = createUploadLocker(space.connect());
    const b = createUploadLocker(space.connect());
    const stubborn = a.newLock('upload-3');
    await stubborn.lock(new AbortController().signal, () => {});
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 500);
    await expect(b.newLock('upload-3').lock(stop.signal, () => {})).rejects.toMatchObject({
      status_code: 500,
    });
    await stubborn.unlock();
  });
});
