import { AppError } from '#api/http/app-error';
import { ExpiringMap } from '#api/lib/expiring-map';
import type { RedisConnection } from './connection.ts';

/**
 * Short-lived state of a flow that crosses requests — a sandbox provider's authorization codes,
 * identity requests, payment checkouts, a provider's verified results. A flow's next step may
 * reach another node behind the balancer, so with REDIS_URL every node reads one store (JSON
 * under `<prefix>flow:<name>:<key>` with the TTL as PX); without it (one process) the store is
 * in memory. Values are plain JSON; a caller that changes one writes it back with `set`.
 */
export interface FlowStore<V> {
  set(key: string, value: V): Promise<void>;
  get(key: string): Promise<V | null>;
  /** Reads and removes in one step: a single-use code cannot be used twice, on any node. */
  take(key: string): Promise<V | null>;
}

/** Opens the store of one purpose: entries live `ttlMs`; memory keeps at most `maxEntries`. */
export type FlowStores = <V>(name: string, ttlMs: number, maxEntries: number) => FlowStore<V>;

export function memoryFlowStores(now: () => number = Date.now): FlowStores {
  return <V>(_name: string, ttlMs: number, maxEntries: number): FlowStore<V> => {
    const entries = new ExpiringMap<V>(ttlMs, maxEntries, now);
    return {
      async set(key, value) {
        entries.set(key, value);
      },
      async get(key) {
        return entries.get(key);
      },
      async take(key) {
        return entries.take(key);
      },
    };
  };
}

/**
 * Every node's store. Redis unreachable is not the client's fault and no node can finish a flow
 * it cannot read: the step answers 503 with Retry-After and the client tries again.
 */
export function redisFlowStores(redis: RedisConnection): FlowStores {
  const unavailable = (cause: unknown) =>
    new AppError('ERROR_SERVICE_UNAVAILABLE', { cause, retryAfterSeconds: 5 });
  return <V>(name: string, ttlMs: number): FlowStore<V> => {
    const keyOf = (key: string) => `${redis.keyPrefix}flow:${name}:${key}`;
    const run = async <T>(command: () => Promise<T>): Promise<T> => {
      await redis.ready();
      try {
        return await command();
      } catch (error) {
        throw unavailable(error);
      }
    };
    const parse = (raw: string | null): V | null => (raw === null ? null : (JSON.parse(raw) as V));
    return {
      async set(key, value) {
        await run(() => redis.client.set(keyOf(key), JSON.stringify(value), 'PX', ttlMs));
      },
      async get(key) {
        return parse(await run(() => redis.client.get(keyOf(key))));
      },
      async take(key) {
        return parse(await run(() => redis.client.getdel(keyOf(key))));
      },
    };
  };
}

/** Redis when the process has a connection, memory otherwise. */
export function flowStoresFor(redis: RedisConnection | null, now?: () => number): FlowStores {
  return redis ? redisFlowStores(redis) : memoryFlowStores(now);
}
