import { Redis } from 'ioredis';

/**
 * The one Redis connection of a process (config REDIS_URL), shared by whatever keeps state for
 * every node: rate limits, flow state and the change feed (ADR 036). Without REDIS_URL there is
 * none and that state stays in process memory.
 *
 * It connects on first use, never at start-up, so a process starts (and serves) while Redis is
 * down. A command never waits for a connection that is not there: with the offline queue off it
 * fails at once, and a slow server fails it after COMMAND_TIMEOUT_MS; the caller falls back
 * (docs/decisions/023-login-throttling.md). ioredis keeps reconnecting in the background.
 */
export interface RedisConnection {
  readonly client: Redis;
  /** Prepended to every key this process writes (tests give each run its own). */
  readonly keyPrefix: string;
  /** Starts the connection on first call and waits for that first try only; never rejects. */
  ready(): Promise<void>;
  /** Ends the connection (QUIT when connected); safe to call twice. */
  close(): Promise<void>;
}

export interface RedisOptions {
  /** Default `sogon:`. */
  keyPrefix?: string;
  /** Told when the connection is lost and when it is back (once each, not per retry). */
  onStateChange?: (state: 'down' | 'up', error?: Error) => void;
}

/** A login must not wait long on a limit check: past this a command fails and the fallback counts. */
export const COMMAND_TIMEOUT_MS = 500;
const CONNECT_TIMEOUT_MS = 2000;

export function openRedis(url: string, options: RedisOptions = {}): RedisConnection {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  let down = false;
  // Without a listener ioredis prints every failed reconnect; one line per outage is enough.
  client.on('error', (error: Error) => {
    if (down) return;
    down = true;
    options.onStateChange?.('down', error);
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    options.onStateChange?.('up');
  });
  let first: Promise<void> | null = null;
  let closed = false;
  return {
    client,
    keyPrefix: options.keyPrefix ?? 'sogon:',
    ready() {
      if (closed) return Promise.resolve();
      first ??= client.connect().catch(() => {
        // Reported through 'error'; ioredis retries on its own.
      });
      return first;
    },
    async close() {
      if (closed) return;
      closed = true;
      if (client.status === 'ready') {
        await client.quit().catch(() => client.disconnect());
      } else {
        client.disconnect();
      }
    },
  };
}

/** Whether a Redis URL answers PING (tests decide with it whether to run their Redis part). */
export async function redisAnswers(url: string): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}
