import { ExpiringMap } from './expiring-map.ts';

/**
 * Answers that many callers share (the home page of one audience, a playlist page for visitors),
 * each computed once per key and reused for `ttlMs`: concurrent misses share one computation, a
 * failed computation is not kept, `forget()` drops everything (a change was announced), and while
 * changes may go unheard (`coherent` false) or with `ttlMs` 0 every call computes afresh.
 * Reused answers come from `shared()`, one-off ones from `fresh()`: a shared answer is read where
 * the change that dropped its predecessor is certainly visible (the primary, not a replica).
 */
export function createSharedAnswers<T>(options: {
  ttlMs: number;
  maxEntries: number;
  coherent?: () => boolean;
  /** Milliseconds of the clock entries expire by (default: the monotonic clock). */
  now?: () => number;
}) {
  const entries = new ExpiringMap<Promise<T>>(
    options.ttlMs,
    options.maxEntries,
    options.now ?? (() => performance.now()),
  );
  return {
    answer(key: string, shared: () => Promise<T>, fresh: () => Promise<T> = shared): Promise<T> {
      if (options.ttlMs <= 0 || (options.coherent && !options.coherent())) return fresh();
      const hit = entries.get(key);
      if (hit) return hit;
      const answer = shared();
      entries.set(key, answer);
      answer.catch(() => entries.delete(key));
      return answer;
    },
    forget(): void {
      entries.clear();
    },
  };
}
