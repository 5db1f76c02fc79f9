import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppMetrics } from '#api/observability/app-metrics';
import { installRequestScope } from '#api/observability/request-scope';
import { apiPlugin } from './api-plugin.ts';
import { installErrorHandler } from './error-handler.ts';
import { clientErrorHandler, frameworkErrors, installNotFound } from './framework-errors.ts';
import { installJsonBodyParser } from './json-body.ts';
import { installMetrics } from './metrics-route.ts';
import { installOpenApi } from './openapi.ts';
import { installOriginCheck } from './origin-check.ts';
import type { PageCache } from './page-cache.ts';
import { installSecurityHeaders, withSecurityHeaders } from './security-headers.ts';
import { responseSerializerCompiler } from './serializer.ts';
import type { ApiApp } from './types.ts';
import { validatorWithTextRule } from './validator.ts';
import { type WebHandler, webPlugin } from './web-plugin.ts';

export interface ServerOptions {
  logger?: FastifyServerOptions['logger'];
  /** A pino logger to log with instead (the process's, observability/logger.ts). */
  loggerInstance?: FastifyBaseLogger;
  /** Registers the API routes (relative to /api/live). */
  routes: (api: ApiApp) => void;
  /**
   * Media at /media/: each module's mediaPlugins, streaming from the object stores (public files,
   * and HLS packages, keys and gallery images after their entitlement checks).
   */
  media?: { plugins: Array<(app: FastifyInstance) => Promise<void>> };
  /** The Next.js handler for pages; omit for an API-only server (tests, benchmarks). */
  web?: WebHandler;
  /** Visitors' pages kept and served as the same bytes (issue 41); without it every page renders. */
  pages?: PageCache;
  timeoutMs?: number;
  /** Addresses of proxies allowed to set X-Forwarded-For (proxy-addr syntax); default loopback. */
  trustProxy?: string;
  /** The site's public origin (config SITE_URL): trusted by the origin check, https turns on HSTS. */
  siteUrl?: string;
  /** Serve /metrics to holders of this bearer token (config METRICS_TOKEN); omit for none. */
  metrics?: { token: string; metrics: AppMetrics };
}

const REQUEST_ID = /^[\w-]{8,64}$/;

/** A request id a client may give (x-request-id, x-uuid): 8 to 64 word characters or dashes. */
function givenRequestId(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' && REQUEST_ID.test(value) ? value : undefined;
}

export async function buildServer(options: ServerOptions) {
  const app = Fastify({
    ...(options.loggerInstance
      ? { loggerInstance: options.loggerInstance }
      : { logger: options.logger ?? false }),
    // The page server's calls to the API carry the page request's id (x-request-id); other
    // clients' requests go by their browser id (x-uuid), or a new one.
    genReqId: (request) =>
      givenRequestId(request.headers['x-request-id']) ??
      givenRequestId(request.headers['x-uuid']) ??
      randomUUID(),
    bodyLimit: 1024 * 1024,
    // Only a proxy on this machine may say who the client is; anyone else could forge it.
    trustProxy: options.trustProxy ?? 'loopback',
    return503OnClosing: true,
    // Refusals before routing (unreadable URL, over-long request head) answer in the envelope too.
    frameworkErrors: withSecurityHeaders(frameworkErrors, { siteUrl: options.siteUrl }),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  installRequestScope(app);

  // While shutting down, answers still in flight tell keep-alive clients to hang up, so close()
  // does not wait out the keep-alive timeout of idle connections.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  installSecurityHeaders(app, { siteUrl: options.siteUrl });
  if (options.metrics) installMetrics(app, options.metrics);

  // JSON bodies are bounded in depth and width while parsed, before any session is known.
  installJsonBodyParser(app);

  app.setValidatorCompiler(validatorWithTextRule);
  app.setSerializerCompiler(responseSerializerCompiler);
  installErrorHandler(app);
  installNotFound(app);
  await app.register(fastifyCookie);
  installOriginCheck(app, { siteUrl: options.siteUrl });
  await installOpenApi(app);
  await app.register(
    apiPlugin({ routes: options.routes, timeoutMs: options.timeoutMs, siteUrl: options.siteUrl }),
    {
      prefix: '/api/live',
    },
  );
  if (options.media) {
    for (const plugin of options.media.plugins) await app.register(plugin);
  }
  if (options.web) {
    await app.register(
      webPlugin({ handle: options.web, ...(options.pages ? { pages: options.pages } : {}) }),
    );
  }
  return app;
}

export type Server = Awaited<ReturnType<typeof buildServer>>;
