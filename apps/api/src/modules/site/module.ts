import { defineModule } from '#api/app/module';
import { createSiteOpsRepository } from './ops.repository.ts';
import { registerSiteOpsRoutes } from './ops.routes.ts';
import { createSiteOps } from './ops.service.ts';
import { createSiteRepository } from './repository.ts';
import { registerSiteRoutes } from './routes.ts';
import { createSiteService } from './service.ts';

/** Banners, notices, FAQ and the home popup; operators manage them in the console. */
export const siteModule = defineModule('site', (kernel) => {
  const site = createSiteService({ site: createSiteRepository(kernel.db, kernel.settings.clock) });
  const siteOps = createSiteOps({
    repository: createSiteOpsRepository(kernel.db),
    auth: kernel.console,
    now: kernel.settings.clock,
    publicStorage: kernel.media.publicStorage,
    bannersChanged: () => kernel.changes.publish('catalog'),
  });
  return {
    exports: { site, siteOps },
    routes: (api) => {
      registerSiteRoutes(api, site, kernel.viewerOf);
      registerSiteOpsRoutes(api, kernel.console, siteOps);
    },
  };
});
