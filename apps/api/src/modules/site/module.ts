import { defineModule } from '#api/app/module';
import { createSiteRepository } from './repository.ts';
import { registerSiteRoutes } from './routes.ts';
import { createSiteService } from './service.ts';

/** Banners, notices and FAQ. */
export const siteModule = defineModule('site', (kernel) => {
  const site = createSiteService({ site: createSiteRepository(kernel.db) });
  return { exports: { site }, routes: (api) => registerSiteRoutes(api, site, kernel.viewerOf) };
});
