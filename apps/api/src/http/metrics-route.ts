import type { FastifyInstance } from 'fastify';
import { sameText } from '#api/adapters/identity/types';
import type { AppMetrics } from '#api/observability/app-metrics';
import { httpRequestDuration } from '#api/observability/metrics';

/**
 * GET /metrics for Prometheus, only with `Authorization: Bearer <METRICS_TOKEN>` (without a
 * configured token the route does not exist), and the request histogram every answer feeds:
 * labelled by the route's pattern, never the raw URL, so ids do not multiply the series.
 */
export function installMetrics(app: FastifyInstance, options: { token: string; metrics: AppMetrics }): void {
  app.addHook('onResponse', (request, reply, done) => {
    httpRequestDuration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
    done();
  });
  const expected = `Bearer ${options.token}`;
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    const given = request.headers.authorization ?? '';
    if (!sameText(given, expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').type('text/plain').send('unauthorized');
    }
    return reply
      .header('cache-control', 'no-store')
      .type(options.metrics.contentType)
      .send(await options.metrics.exposition());
  });
}
