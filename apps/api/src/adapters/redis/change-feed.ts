import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { RedisConnection } from './connection.ts';

/** What a node may hold a copy of: a change to it makes every node drop its copy. */
export type ChangeTopic = 'catalog';

type Listener = () => void;

/**
 * Tells every node that something it may have cached changed. The node that made the change
 * drops its copies at once; with REDIS_URL the others hear it over Redis pub/sub (one channel,
 * `<prefix>changes`) within a round trip. Pub/sub delivers only to connected subscribers, so a
 * node that lost its subscription may have missed changes: while it is not subscribed it is not
 * `coherent` (caches compute every answer) and when it subscribes again it drops everything.
 */
export interface ChangeFeed {
  publish(topic: ChangeTopic): void;
  on(topic: ChangeTopic, listener: Listener): void;
  /** Whether this node's copies can be trusted: always without Redis, while subscribed with it. */
  coherent(): boolean;
  close(): Promise<void>;
}

export function createChangeFeed(
  redis: RedisConnection | null,
  options: { onError?: (error: Error) => void } = {},
): ChangeFeed {
  const listeners = new Map<ChangeTopic, Listener[]>();
  const tell = (topic: ChangeTopic) => {
    for (const listener of listeners.get(topic) ?? []) listener();
  };
  const tellAll = () => {
    for (const topic of listeners.keys()) tell(topic);
  };
  const on = (topic: ChangeTopic, listener: Listener) => {
    listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
  };
  if (!redis) {
    return { publish: tell, on, coherent: () => true, close: async () => {} };
  }

  const channel = `${redis.keyPrefix}changes`;
  const node = randomUUID();
  // A subscribed connection can do nothing else, so the feed has its own; ioredis subscribes
  // again after every reconnect.
  const subscriber: Redis = redis.client.duplicate({
    lazyConnect: true,
    enableOfflineQueue: true,
    connectionName: `${redis.keyPrefix}changes`,
  });
  let subscribed = false;
  let closed = false;
  subscriber.on('error', () => {
    // The shared connection reports outages (connection.ts); here only the state matters.
  });
  subscriber.on('close', () => {
    subscribed = false;
  });
  let everSubscribed = false;
  subscriber.on('ready', () => {
    // After an outage: whatever changed meanwhile was not heard, so nothing cached is trusted.
    // (Before the first subscription nothing was kept: an incoherent node caches nothing.)
    if (everSubscribed && !subscribed) tellAll();
    if (!closed) subscribe().catch(() => {});
  });
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const message = JSON.parse(raw) as { node: string; topic: ChangeTopic };
      if (message.node !== node) tell(message.topic);
    } catch {
      // Not ours: ignored.
    }
  });
  const subscribe = async () => {
    await subscriber.subscribe(channel);
    subscribed = true;
    everSubscribed = true;
  };

  subscriber.connect().catch(() => {
    // ioredis keeps retrying; until then this node is not coherent.
  });

  return {
    publish(topic) {
      tell(topic);
      void redis
        .ready()
        .then(() => redis.client.publish(channel, JSON.stringify({ node, topic })))
        .catch((error: Error) => options.onError?.(error));
    },
    on,
    coherent: () => subscribed && subscriber.status === 'ready',
    async close() {
      closed = true;
      subscribed = false;
      subscriber.disconnect();
    },
  };
}
