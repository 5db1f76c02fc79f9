/**
 * The page's side of the service worker (public/sw.js, issue 21): its address for this build and
 * the messages it answers (public/sw/messages.js handles them by `type`).
 */

/** This build's version (the web build's digest, next.config.ts); a new one installs a new worker. */
export const APP_VERSION = process.env.NEXT_PUBLIC_APP_VERSION ?? 'dev';

export const WORKER_URL = `/sw.js?v=${encodeURIComponent(APP_VERSION)}`;

export interface WorkerMessages {
  /** Take over now; pages reload on controllerchange. */
  'skip-waiting': { result: null };
  /** The worker's version and the caches it keeps. */
  version: { result: { version: string; caches: string[] } };
}

/** Sends `{ type }` to `worker` and resolves with its answer (rejects with the worker's error). */
export function askWorker<T extends keyof WorkerMessages>(
  worker: ServiceWorker,
  type: T,
  data: Record<string, unknown> = {},
): Promise<WorkerMessages[T]['result']> {
  return new Promise((resolve, reject) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ ok: boolean; result?: unknown; error?: string }>) => {
      channel.port1.close();
      if (event.data.ok) resolve(event.data.result as WorkerMessages[T]['result']);
      else reject(new Error(event.data.error));
    };
    worker.postMessage({ ...data, type }, [channel.port2]);
  });
}
