import { defineModule } from '#api/app/module';
import { createSiteRepository } from '#api/modules/site';
import { createOpsCatalogRepository } from './ops-catalog.repository.ts';
import { registerOpsCatalogRoutes } from './ops-catalog.routes.ts';
import { createOpsCatalog } from './ops-catalog.service.ts';
import { createCatalogRepository } from './repository.ts';
import { registerCatalogRoutes } from './routes.ts';
import { createCatalogService } from './service.ts';

/** The home page: item sets, banners, the popup window; the console's content management. */
export const catalogModule = defineModule('catalog', (kernel) => {
  const catalog = createCatalogService({
    catalog: createCatalogRepository(kernel.reads, kernel.settings.clock),
    site: createSiteRepository(kernel.reads, kernel.settings.clock),
    homeCacheMs: kernel.settings.homeCacheMs,
    coherent: kernel.changes.coherent,
    primary: {
      catalog: createCatalogRepository(kernel.db, kernel.settings.clock),
      site: createSiteRepository(kernel.db, kernel.settings.clock),
    },
  });
  kernel.changes.on('catalog', catalog.forget);
  const content = createOpsCatalog({
    repository: createOpsCatalogRepository(kernel.db),
    auth: kernel.console,
    now: kernel.settings.clock,
    changed: () => kernel.changes.publish('catalog'),
  });
  return {
    exports: { catalog, content },
    routes: (api) => {
      registerCatalogRoutes(api, catalog, kernel.viewerOf);
      registerOpsCatalogRoutes(api, kernel.console, content);
    },
  };
});
