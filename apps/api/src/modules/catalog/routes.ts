import { routes } from '@sogon/contract/routes/table';
import { sendCachedJson } from '#api/http/cached-json';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { CatalogService } from './service.ts';

export function registerCatalogRoutes(app: ApiApp, catalog: CatalogService, viewerOf: ViewerOf): void {
  route(app, routes.catalog.home, {
    // The answer object is shared for seconds (catalog service): its bytes are too.
    handler: async (request, reply) =>
      sendCachedJson(request, reply, await catalog.home(request.query.items, await viewerOf(request.ctx))),
  });

  route(app, routes.catalog.categories, {
    handler: async (request) => ok(await catalog.sections(request.query.items, await viewerOf(request.ctx))),
  });
}
