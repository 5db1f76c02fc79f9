import { randomBytes } from 'node:crypto';
import { ERRORS, type Lock, type Locker, MemoryLocker, type RequestRelease } from '@tus/server';
import type { Redis } from 'ioredis';
import type { RedisConnection } from './connection.ts';

/** A held lock lapses this long after its holder stopped renewing it (a killed node). */
const LEASE_MS = 30_000;
const RENEW_EVERY_MS = 10_000;
/** How long a request waits for an upload another request holds (tus's own default). */
const ACQUIRE_TIMEOUT_MS = 30_000;
const RETRY_MS = 100;

/** Deletes or extends the key only while it still holds this lock's token. */
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;

/**
 * tus upload locks for every node (tus 1.0 asks servers to let one request at a time change an
 * upload). With Redis a lock is `SET <prefix>tus-lock:<id> <token> NX PX 30000`, renewed every 10 s
 * while held and deleted only by its holder, so a killed node's lock lapses by itself. A request
 * that finds the upload locked asks the holder to let go — on its own node directly, on another
 * through one pub/sub channel — as @tus/server's MemoryLocker does in one process (a client that
 * resumes after a dropped connection should not wait for the dead request to time out).
 *
 * Without Redis, or while it is down, the locks are this process's (MemoryLocker).
 */
export function createUploadLocker(redis: RedisConnection | null): Locker {
  const memory = new MemoryLocker({ acquireLockTimeout: ACQUIRE_TIMEOUT_MS });
  if (!redis) return memory;

  const keyOf = (id: string) => `${redis.keyPrefix}tus-lock:${id}`;
  const channel = `${redis.keyPrefix}tus-release`;
  /** Locks this node holds, with how to ask their request to finish. */
  const held = new Map<string, RequestRelease>();
  let subscriber: Redis | null = null;

  function listen(): void {
    if (subscriber) return;
    subscriber = redis!.client.duplicate({ lazyConnect: true, enableOfflineQueue: true });
    subscriber.on('error', () => {});
    subscriber.on('message', (_channel: string, id: string) => {
      void held.get(id)?.();
    });
    subscriber.connect().then(
      () => subscriber?.subscribe(channel),
      () => {},
    );
  }

  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  class RedisLock implements Lock {
    readonly #token = randomBytes(16).toString('hex');
    #renew: NodeJS.Timeout | null = null;
    /** Redis was down when this lock was taken: it lives in the memory locker instead. */
    #fallback: Lock | null = null;

    constructor(private readonly id: string) {}

    async lock(stopSignal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
      listen();
      await redis!.ready();
      if (redis!.client.status !== 'ready') {
        this.#fallback = memory.newLock(this.id);
        return this.#fallback.lock(stopSignal, requestRelease);
      }
      const key = keyOf(this.id);
      const giveUpAt = Date.now() + ACQUIRE_TIMEOUT_MS;
      while (!stopSignal.aborted && Date.now() < giveUpAt) {
        if ((await redis!.client.set(key, this.#token, 'PX', LEASE_MS, 'NX')) === 'OK') {
          held.set(this.id, requestRelease);
          this.#renew = setInterval(() => {
            redis!.client.eval(RENEW, 1, key, this.#token, LEASE_MS).catch(() => {});
          }, RENEW_EVERY_MS);
          this.#renew.unref();
          return;
        }
        const local = held.get(this.id);
        if (local) await local();
        else await redis!.client.publish(channel, this.id).catch(() => 0);
        await sleep(RETRY_MS);
      }
      throw ERRORS.ERR_LOCK_TIMEOUT;
    }

    async unlock(): Promise<void> {
      if (this.#fallback) return this.#fallback.unlock();
      if (this.#renew) clearInterval(this.#renew);
      this.#renew = null;
      held.delete(this.id);
      await redis!.client.eval(RELEASE, 1, keyOf(this.id), this.#token).catch(() => {
        // Unreachable: the lease lapses by itself.
      });
    }
  }

  return { newLock: (id) => new RedisLock(id) };
}
