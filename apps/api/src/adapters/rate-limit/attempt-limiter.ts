import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RedisConnection } from '../redis/connection.ts';

/** At most `limit` attempts per key in each window of `windowMs`. */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** How long until the key has room again; 0 when allowed. */
  retryAfterMs: number;
  /** Attempts the key has left in the window after this one (0 when refused). */
  remaining: number;
}

/**
 * Attempts per key in a fixed window (rate-limiter-flexible): in Redis when the process has a
 * connection, so every node counts against one total, else in process memory.
 */
export interface AttemptLimiter {
  /** Counts one attempt; not allowed once the key has used its allowance in the window. */
  take(key: string): Promise<LimitDecision>;
  /** Gives one counted attempt back (it turned out not to be one that counts). */
  refund(key: string): Promise<void>;
  /** Forgets the key's attempts. */
  reset(key: string): Promise<void>;
}

export interface AttemptLimiterOptions {
  /** Part of every key; one name per purpose. */
  name: string;
  rule: RateLimit;
  /** Count in Redis (shared by every node); without it, in this process. */
  redis?: RedisConnection | null;
}

type Limiter = RateLimiterMemory | RateLimiterRedis;

export function createAttemptLimiter(options: AttemptLimiterOptions): AttemptLimiter {
  const { name, rule, redis } = options;
  if (!Number.isInteger(rule.limit) || rule.limit < 1) {
    throw new Error(`${name}: limit must be a positive integer`);
  }
  const duration = rule.windowMs / 1000;
  // Redis expiries are whole seconds (SET … EX); memory windows may be shorter.
  if (redis && (!Number.isInteger(duration) || duration < 1)) {
    throw new Error(`${name}: a Redis window is a whole number of seconds`);
  }
  if (!(duration > 0)) throw new Error(`${name}: the window must be positive`);

  const memory = new RateLimiterMemory({ keyPrefix: name, points: rule.limit, duration });
  const limiter: Limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis.client,
        keyPrefix: `${redis.keyPrefix}rl:${name}`,
        points: rule.limit,
        duration,
        // Redis configured but not reachable: count in this process instead (per node), never
        // wait for it and never let every login through (docs/decisions/023-login-throttling.md).
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory;
  const connected = async () => {
    if (redis) await redis.ready();
  };

  return {
    async take(key) {
      await connected();
      try {
        const taken = await limiter.consume(key);
        return { allowed: true, retryAfterMs: 0, remaining: taken.remainingPoints };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        const wait = refusal.msBeforeNext > 0 ? refusal.msBeforeNext : rule.windowMs;
        return { allowed: false, retryAfterMs: wait, remaining: 0 };
      }
    },
    async refund(key) {
      await connected();
      await limiter.reward(key);
    },
    async reset(key) {
      await connected();
      await limiter.delete(key);
    },
  };
}
