import type { IncomingMessage } from 'node:http';

/** The service name traces carry when OTEL_SERVICE_NAME is not set. */
export const DEFAULT_TRACE_SERVICE_NAME = 'sogon-api';

/** What running tracing offers the rest of the process (otel.ts builds it). */
export interface Tracing {
  /** The active span's ids for a log line, or nothing outside a span. */
  logFields(): { traceId: string; spanId: string } | undefined;
  /** Marks the server span of an incoming request with our request id. */
  tagRequest(raw: IncomingMessage, reqId: string): void;
  /** Sends what is buffered and stops. */
  shutdown(): Promise<void>;
}

let running: Tracing | null = null;

/**
 * Starts OpenTelemetry tracing when OTEL_EXPORTER_OTLP_ENDPOINT is set; must run before the
 * application's modules (http, fastify, pg) are imported. Without the variable nothing of
 * OpenTelemetry is loaded.
 */
export async function startTracingIfConfigured(env: NodeJS.ProcessEnv = process.env): Promise<boolean> {
  if (running || !env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return running !== null;
  const { startTracing } = await import('./otel.ts');
  running = await startTracing({ serviceName: env.OTEL_SERVICE_NAME?.trim() || DEFAULT_TRACE_SERVICE_NAME });
  return true;
}

/** The running tracing, or null when no endpoint is configured. */
export function tracing(): Tracing | null {
  return running;
}

/** Flushes and stops tracing (shutdown); nothing when it never started. */
export async function stopTracing(): Promise<void> {
  const current = running;
  running = null;
  await current?.shutdown();
}
