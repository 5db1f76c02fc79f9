import { isTransientToolFailure } from '@sogon/media';
import { AppError } from '#api/http/app-error';

/** Runs of one seeding step before the first start gives up. */
export const SEED_ATTEMPTS = 4;

/** A media tool that timed out or crashed, or a step that answered "unavailable" because of one. */
export function isTransient(error: unknown): boolean {
  return (
    isTransientToolFailure(error) || (error instanceof AppError && error.code === 'ERROR_SERVICE_UNAVAILABLE')
  );
}

/**
 * Runs `task`; a transient failure is logged and tried again after a growing wait, up to
 * SEED_ATTEMPTS runs. Any other failure, or the last one, is thrown: a first start on a loaded
 * machine gets through a crashed or starved ffmpeg, and a real fault still stops it. Once
 * `signal` is aborted (the server stops), nothing is tried again.
 */
export async function withTransientRetries<T>(
  task: () => Promise<T>,
  options: { what: string; log: (line: string) => void; delayMs?: number; signal?: AbortSignal },
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await task();
    } catch (error) {
      if (!isTransient(error) || attempt >= SEED_ATTEMPTS || options.signal?.aborted) throw error;
      const reason = (error as Error).message.split('\n')[0];
      options.log(`  ${options.what}: ${reason}; trying again (${attempt + 1}/${SEED_ATTEMPTS})`);
      await pause((options.delayMs ?? 2000) * attempt, options.signal);
      if (options.signal?.aborted) throw error;
    }
  }
}

/** Waits `ms`, or less when `signal` aborts first. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done, { once: true });
  });
}
