import { routes } from '@sogon/contract/routes/table';
import { AppError } from '#api/http/app-error';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { DemoMediaProgress } from '#api/seed/demo-progress';

export function registerHealthRoutes(
  app: ApiApp,
  deps: { ping: () => Promise<void>; demoMedia: DemoMediaProgress | null },
): void {
  const { ping, demoMedia } = deps;
  route(app, routes.health.check, {
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
  route(app, routes.health.live, { handler: async () => ok({ status: 'ok' as const }) });
}
