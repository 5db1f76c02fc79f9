import pino from 'pino';
import { tracing } from './tracing.ts';

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

/**
 * The server's and the worker's logger: JSON lines on stdout at LOG_LEVEL, secrets redacted;
 * with tracing on, a line written inside a span carries its traceId and spanId.
 */
export function createProcessLogger(level: string): pino.Logger {
  const traced = tracing();
  return pino({
    level,
    ...(traced ? { mixin: () => traced.logFields() ?? {} } : {}),
    redact: [
      'req.headers.token',
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
    ],
  });
}
