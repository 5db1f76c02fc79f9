import { ZHealth } from '@sogon/contract/schemas/health';
import { z } from 'zod';
import { AppError } from '#api/http/app-error';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { DemoMediaProgress } from '#api/seed/demo-progress';

const ZLive = z.object({ status: z.literal('ok') });

export function registerHealthRoutes(
  app: ApiApp,
  deps: { ping: () => Promise<void>; demoMedia: DemoMediaProgress | null },
): void {
  const { ping, demoMedia } = deps;
  app.get('/health', {
    schema: {
      tags: ['misc'],
      summary: 'Liveness with a database round trip; 503 when the database does not answer',
      response: { 200: envelope(ZHealth) },
    },
    handler: async (request) => {
      try {
        await ping();
      } catch (error) {
        request.log.error({ err: error }, 'health: database unreachable');
        throw new AppError('ERROR_SERVICE_UNAVAILABLE', { cause: error });
      }
      return ok({
        status: 'ok' as const,
        database: 'ok' as const,
        uptimeSec: Math.round(process.uptime()),
        demoMedia: demoMedia ? { ...demoMedia } : null,
      });
    },
  });
}

/** Process liveness without touching the database (load balancers, the request-overhead benchmark). */
export function registerLivenessRoute(app: ApiApp): void {
  app.get('/health/live', {
    schema: { tags: ['misc'], summary: 'Process liveness, no I/O', response: { 200: envelope(ZLive) } },
    handler: async () => ok({ status: 'ok' as const }),
  });
}
