import pino from 'pino';

/**
 * The process's structured log (pino, the same instance Fastify logs requests with): jobs and
 * slow queries log here with the request id they belong to. Silent until the entry point (or a
 * test) sets one.
 */
let current: pino.Logger = pino({ level: 'silent' });

export function setProcessLogger(logger: pino.Logger): void {
  current = logger;
}

export function log(): pino.Logger {
  return current;
}

/** The server's and the worker's logger: JSON lines on stdout at LOG_LEVEL, secrets redacted. */
export function createProcessLogger(level: string): pino.Logger {
  return pino({
    level,
    redact: [
      'req.headers.token',
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
    ],
  });
}
