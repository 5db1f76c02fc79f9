import type { IncomingMessage } from 'node:http';
import { register } from 'node:module';
import { FastifyOtelInstrumentation } from '@fastify/otel';
import { type Context, type Span, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { UndiciInstrumentation } from '@opentelemetry/instrumentation-undici';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace';
import type { FastifyRequest } from 'fastify';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { currentReqId } from './request-scope.ts';
import type { Tracing } from './tracing.ts';

export const REQUEST_ID_ATTRIBUTE = 'sogon.request_id';

const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unrouted';

/** Every span started inside a request's scope (route, queries, outgoing calls) carries its id. */
class RequestIdProcessor implements SpanProcessor {
  onStart(span: Span, _parent: Context): void {
    const reqId = currentReqId();
    if (reqId) span.setAttribute(REQUEST_ID_ATTRIBUTE, reqId);
  }
  onEnd(): void {}
  forceFlush(): Promise<void> {
    return Promise.resolve();
  }
  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}

/**
 * The OpenTelemetry Node SDK with the OTLP/HTTP (JSON) trace exporter: endpoint and headers
 * from the standard OTEL_EXPORTER_OTLP_* variables. Only traces: metrics stay with prom-client,
 * logs with pino (their lines carry the trace id instead).
 */
export async function startTracing(options: { serviceName: string }): Promise<Tracing> {
  process.env.OTEL_METRICS_EXPORTER ??= 'none';
  process.env.OTEL_LOGS_EXPORTER ??= 'none';
  // The application is ES modules: their imports of pg and node:http are seen through this hook,
  // limited to the modules an instrumentation asks for.
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);

  // The http server span is created before Fastify knows the request id; kept until it does.
  const serverSpans = new WeakMap<IncomingMessage, Span>();
  const sdk = new NodeSDK({
    serviceName: options.serviceName,
    spanProcessors: [new RequestIdProcessor(), new BatchSpanProcessor({ exporter: new OTLPTraceExporter() })],
    instrumentations: [
      new HttpInstrumentation({
        requestHook: (span, request) => {
          if ('headers' in request && !('setHeader' in request)) serverSpans.set(request, span);
        },
      }),
      // The request and its handler, by route; a span per lifecycle hook would be noise, and
      // anonymous plugins would be named by their whole source.
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        instrumentHooks: false,
        requestHook: (span, request) => {
          span.updateName(`${request.method} ${routeOf(request)}`);
          span.setAttribute(REQUEST_ID_ATTRIBUTE, String(request.id));
        },
        lifecycleHook: (span, { hookName, request }) => {
          span.updateName(`${hookName} ${routeOf(request)}`);
          span.setAttribute('hook.name', hookName);
        },
      }),
      // Queries inside a request (or another span); pg-boss's polling would be a trace a second.
      new PgInstrumentation({ requireParentSpan: true }),
      new UndiciInstrumentation(),
    ],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  return {
    logFields() {
      const context = trace.getActiveSpan()?.spanContext();
      return context ? { traceId: context.traceId, spanId: context.spanId } : undefined;
    },
    tagRequest(raw, reqId) {
      serverSpans.get(raw)?.setAttribute(REQUEST_ID_ATTRIBUTE, reqId);
    },
    shutdown: () => sdk.shutdown(),
  };
}
