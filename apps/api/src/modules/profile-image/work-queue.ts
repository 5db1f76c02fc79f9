/** The wait for a slot ran out: the job never started. */
export class QueueWaitTimeout extends Error {
  constructor() {
    super('no work slot came free in time');
    this.name = 'QueueWaitTimeout';
  }
}

interface Waiter {
  start: () => void;
}

/**
 * At most `size` jobs at once, the rest waiting in order. A waiter gives up after its own
 * `waitMs`, or when its signal aborts, and leaves the line without ever starting: work that is
 * refused is never done later behind the caller's back.
 */
export function createWorkQueue(size: number) {
  let running = 0;
  const waiting: Waiter[] = [];

  const release = () => {
    running -= 1;
    const next = waiting.shift();
    if (next) next.start();
  };

  function turn(waitMs: number, signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(signal.reason);
    if (running < size) {
      running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const leave = (error: unknown) => {
        clearTimeout(timer);
        signal.removeEventListener('abort', onAbort);
        const index = waiting.indexOf(waiter);
        if (index !== -1) waiting.splice(index, 1);
        reject(error);
      };
      const onAbort = () => leave(signal.reason);
      const waiter: Waiter = {
        start: () => {
          clearTimeout(timer);
          signal.removeEventListener('abort', onAbort);
          running += 1;
          resolve();
        },
      };
      const timer = setTimeout(() => leave(new QueueWaitTimeout()), waitMs);
      signal.addEventListener('abort', onAbort, { once: true });
      waiting.push(waiter);
    });
  }

  return {
    async run<T>(waitMs: number, signal: AbortSignal, job: () => Promise<T>): Promise<T> {
      await turn(waitMs, signal);
      try {
        return await job();
      } finally {
        release();
      }
    },
    /** Jobs running and waiting, for tests and metrics. */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
