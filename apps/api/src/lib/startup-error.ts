/**
 * A known reason the site cannot start (PostgreSQL unreachable, already running, …): its message
 * says what happened and what to do, so the entry points print it without a stack trace.
 */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** What an entry point prints for a failed start: the message of a known failure, else the error. */
export function startupFailure(error: unknown): unknown {
  return error instanceof StartupError ? error.message : error;
}
