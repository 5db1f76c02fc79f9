import type { Db } from './db/client.ts';
import type { ApiApp } from './http/types.ts';
import { createCatalogRepository } from './modules/catalog/repository.ts';
import { registerCatalogRoutes } from './modules/catalog/routes.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { registerHealthRoutes, registerLivenessRoute } from './modules/health/routes.ts';
import { createPlaylistRepository } from './modules/playlist/repository.ts';
import { registerPlaylistRoutes } from './modules/playlist/routes.ts';
import { createPlaylistService } from './modules/playlist/service.ts';
import { createSiteRepository } from './modules/site/repository.ts';
import { registerSiteRoutes } from './modules/site/routes.ts';

/** Wires repositories into services: the one place that knows them all. */
export function createServices(db: Db) {
  const site = createSiteRepository(db);
  return {
    db,
    site,
    catalog: createCatalogService({ catalog: createCatalogRepository(db), site }),
    playlists: createPlaylistService({ playlists: createPlaylistRepository(db) }),
  };
}

export type Services = ReturnType<typeof createServices>;

export function apiRoutes(services: Services) {
  return (api: ApiApp) => {
    registerLivenessRoute(api);
    registerHealthRoutes(api, services.db);
    registerCatalogRoutes(api, services.catalog);
    registerPlaylistRoutes(api, services.playlists);
    registerSiteRoutes(api, services.site);
  };
}
