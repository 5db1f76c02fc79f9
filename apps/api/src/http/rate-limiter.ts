/**
 * A sliding-window counter per key, in process memory: each node counts on its own. Limits that
 * must hold across nodes (login) use adapters/rate-limit/attempt-limiter.ts, which counts in
 * Redis when REDIS_URL is set (docs/decisions/023-login-throttling.md).
 */
export interface RateLimiter {
  /** Records one attempt; false when the key already used its allowance in the window. */
  take(key: string): boolean;
  reset(key: string): void;
}

export interface RateLimit {
  limit: number;
  windowMs: number;
}

const MAX_KEYS = 100_000;

export function createMemoryRateLimiter(rule: RateLimit, now: () => number = Date.now): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    take(key) {
      const at = now();
      const since = at - rule.windowMs;
      const recent = (hits.get(key) ?? []).filter((time) => time > since);
      if (recent.length >= rule.limit) {
        hits.set(key, recent);
        return false;
      }
      recent.push(at);
      hits.delete(key);
      hits.set(key, recent);
      // Oldest keys go first when an attack spreads over very many keys; memory stays bounded.
      if (hits.size > MAX_KEYS) {
        const oldest = hits.keys().next().value;
        if (oldest !== undefined) hits.delete(oldest);
      }
      return true;
    },
    reset(key) {
      hits.delete(key);
    },
  };
}
