import { routes } from '@sogon/contract/routes/table';
import { AppError } from '#api/http/app-error';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { DrainState } from '#api/lib/drain';
import type { DemoMediaProgress } from '#api/seed/demo-progress';

/** While the server drains before it stops, both health routes say it is unavailable (503). */
function refuseWhileDraining(drain: DrainState): void {
  if (drain.draining) throw new AppError('ERROR_SERVICE_UNAVAILABLE');
}

export function registerHealthRoutes(
  app: ApiApp,
  deps: { ping: () => Promise<void>; demoMedia: DemoMediaProgress | null; drain: DrainState },
): void {
  const { ping, demoMedia, drain } = deps;
  route(app, routes.health.check, {
    handler: async (request) => {
      refuseWhileDraining(drain);
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

/**
 * Process liveness without touching the database (load balancers, the request-overhead
 * benchmark); 503 while draining.
 */
export function registerLivenessRoute(app: ApiApp, deps: { drain: DrainState }): void {
  route(app, routes.health.live, {
    handler: async () => {
      refuseWhileDraining(deps.drain);
      return ok({ status: 'ok' as const });
    },
  });
}
