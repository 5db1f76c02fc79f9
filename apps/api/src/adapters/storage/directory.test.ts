import { describe, expect, it } from 'vitest';
import { forEachLimited } from './directory.ts';

describe('forEachLimited', () => {
  it('never runs more than the limit at once, and does reach it', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    await forEachLimited(
      Array.from({ length: 20 }, (_, i) => i),
      8,
      async (item) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        running--;
        done.push(item);
      },
    );
    expect(most).toBe(8);
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('stops taking items after a failure and rejects with it', async () => {
    const started: number[] = [];
    await expect(
      forEachLimited([1, 2, 3, 4, 5, 6], 2, async (item) => {
        started.push(item);
        await new Promise((resolve) => setImmediate(resolve));
        if (item === 2) throw new Error('upload failed');
      }),
    ).rejects.toThrow('upload failed');
    expect(started.length).toBeLessThan(6);
  });
});
