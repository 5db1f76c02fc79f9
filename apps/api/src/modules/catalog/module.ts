import { defineModule } from '#api/app/module';
import { createSiteRepository } from '#api/modules/site/repository';
import { createCatalogRepository } from './repository.ts';
import { registerCatalogRoutes } from './routes.ts';
import { createCatalogService } from './service.ts';

/** The home page: item sets, banners, the popup window. */
export const catalogModule = defineModule('catalog', (kernel) => {
  const catalog = createCatalogService({
    catalog: createCatalogRepository(kernel.db),
    site: createSiteRepository(kernel.db, kernel.settings.clock),
    homeCacheMs: kernel.settings.homeCacheMs,
  });
  return { exports: { catalog }, routes: (api) => registerCatalogRoutes(api, catalog, kernel.viewerOf) };
});
