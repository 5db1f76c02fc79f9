import { describe, expect, it } from 'vitest';
import { type ComputeRanking, createRankingCache, type RankingSnapshot } from './cache.ts';
import { emptyLists } from './lists.ts';

/** A computation the test finishes by hand, counting how often the cache starts one. */
function manualCompute() {
  const pending: { resolve: (snapshot: RankingSnapshot<never>) => void; reject: (error: Error) => void }[] =
    [];
  const compute: ComputeRanking = () =>
    new Promise((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  const snapshot = (label: string): RankingSnapshot<never> => ({
    window: { from: new Date(0), to: new Date(label) },
    computedAt: new Date(label),
    lists: emptyLists<never>(),
  });
  return {
    compute,
    get started() {
      return pending.length;
    },
    finish(index: number, at: string) {
      pending[index]!.resolve(snapshot(at));
    },
    fail(index: number) {
      pending[index]!.reject(new Error('database away'));
    },
  };
}

describe('ranking cache', () => {
  it('runs one computation for a burst of first requests and hands every caller its result', async () => {
    const manual = manualCompute();
    const cache = createRankingCache({ compute: manual.compute });
    const waiting = Array.from({ length: 20 }, () => cache.get('top100:playlist:day'));
    expect(manual.started).toBe(1);
    manual.finish(0, '2024-01-01T00:00:00Z');
    const answers = await Promise.all(waiting);
    expect(new Set(answers).size).toBe(1);
    await cache.get('top100:playlist:day');
    expect(manual.started).toBe(1);
  });

  it('keeps kinds apart', async () => {
    const manual = manualCompute();
    const cache = createRankingCache({ compute: manual.compute });
    void cache.get('realtime');
    void cache.get('top100:channel:week');
    expect(manual.started).toBe(2);
  });

  it('lets a refresh join a computation already running, and replaces the snapshot when it ends', async () => {
    const manual = manualCompute();
    const cache = createRankingCache({ compute: manual.compute });
    const first = cache.get('realtime');
    const joined = cache.refresh('realtime');
    expect(manual.started).toBe(1);
    manual.finish(0, '2024-01-01T00:00:00Z');
    expect(await joined).toBe(await first);

    const next = cache.refresh('realtime');
    expect(manual.started).toBe(2);
    // Until the refresh ends, readers get the previous snapshot without waiting.
    expect((await cache.get('realtime')).computedAt.toISOString()).toBe('2024-01-01T00:00:00.000Z');
    manual.finish(1, '2024-01-01T00:01:00Z');
    await next;
    expect(cache.peek('realtime')?.computedAt.toISOString()).toBe('2024-01-01T00:01:00.000Z');
  });

  it('keeps the previous snapshot when a refresh fails, and retries a failed first computation', async () => {
    const manual = manualCompute();
    const cache = createRankingCache({ compute: manual.compute });
    const first = cache.get('top100:playlist:month');
    manual.fail(0);
    await expect(first).rejects.toThrow('database away');
    expect(cache.peek('top100:playlist:month')).toBeUndefined();

    const retried = cache.get('top100:playlist:month');
    expect(manual.started).toBe(2);
    manual.finish(1, '2024-01-01T00:00:00Z');
    await retried;

    const failing = cache.refresh('top100:playlist:month');
    manual.fail(2);
    await expect(failing).rejects.toThrow('database away');
    expect(cache.peek('top100:playlist:month')?.computedAt.toISOString()).toBe('2024-01-01T00:00:00.000Z');
  });
});
