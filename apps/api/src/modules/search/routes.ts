import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { SearchService } from './service.ts';

export function registerSearchRoutes(app: ApiApp, search: SearchService, viewerOf: ViewerOf): void {
  route(app, routes.search.results, {
    handler: async (request) => ok(await search.search(request.query, await viewerOf(request.ctx))),
  });

  route(app, routes.search.suggest, {
    handler: async (request) => ok(await search.suggest(request.query.keyword, await viewerOf(request.ctx))),
  });
}
