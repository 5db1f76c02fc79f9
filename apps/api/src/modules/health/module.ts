import { defineModule } from '#api/app/module';
import { pingDatabase } from '#api/db/ping';
import { registerHealthRoutes, registerLivenessRoute } from './routes.ts';

/**
 * Liveness without I/O and health with a database round trip and the demo publishing progress;
 * both 503 while the server drains before it stops.
 */
export const healthModule = defineModule('health', (kernel) => ({
  exports: {},
  routes: (api) => {
    const { drain, demoMedia } = kernel.settings;
    registerLivenessRoute(api, { drain });
    registerHealthRoutes(api, { ping: () => pingDatabase(kernel.db), demoMedia, drain });
  },
}));
