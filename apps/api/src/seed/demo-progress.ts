import { AppError } from '#api/http/app-error';

/**
 * How far the first start's demo publishing has come, as this process knows it: the health
 * answer reports it, so a newcomer's script or the browser journeys can wait for every demo
 * episode to be playable while the site already answers (ADR 026), and see what failed.
 */
export interface DemoMediaProgress {
  /** Episodes with a published package, of `total`; both 0 until publishing has counted them. */
  published: number;
  total: number;
  /** True once publishing has finished (or found nothing to do). */
  done: boolean;
  /** Episodes whose last try failed and that are not published yet, each with its error in one line. */
  failed: DemoMediaFailure[];
  /** The latest failure, `demo episode 12: …`, in one line; null until one fails. */
  lastError: string | null;
  /** Whether the job system tries the failed episodes again (false once its runs are used up: the next start does). */
  retrying: boolean;
}

export interface DemoMediaFailure {
  contentId: number;
  error: string;
}

export function createDemoMediaProgress(): DemoMediaProgress {
  return { published: 0, total: 0, done: false, failed: [], lastError: null, retrying: false };
}

/**
 * An error in one line, without the stack, for a log line or the health answer: the first line
 * of its message (an AppError's code and detail), and the first line of its cause's.
 */
export function oneLine(error: unknown): string {
  const cause = error instanceof Error && error.cause !== undefined ? firstLine(error.cause) : '';
  const text =
    error instanceof AppError ? `${error.code}: ${error.detail}` : firstLine(error, { withName: true });
  return (cause && !text.includes(cause) ? `${text} (${cause})` : text).slice(0, 400);
}

function firstLine(error: unknown, options: { withName?: boolean } = {}): string {
  const message = error instanceof Error ? error.message : String(error);
  const line = (message.split('\n').find((part) => part.trim().length > 0) ?? '').trim();
  const named = options.withName && error instanceof Error && error.name !== 'Error';
  return named ? `${error.name}: ${line}` : line;
}
