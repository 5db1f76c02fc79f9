import { defineModule } from '#api/app/module';
import { pingDatabase } from '#api/db/ping';
import { registerHealthRoutes, registerLivenessRoute } from './routes.ts';

/** Liveness without I/O and health with a database round trip and the demo publishing progress. */
export const healthModule = defineModule('health', (kernel) => ({
  exports: {},
  routes: (api) => {
    registerLivenessRoute(api);
    registerHealthRoutes(api, { ping: () => pingDatabase(kernel.db), demoMedia: kernel.settings.demoMedia });
  },
}));
