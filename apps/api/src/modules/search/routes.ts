import { routes } from '@sogon/contract/routes/table';
import { sendCachedJson } from '#api/http/cached-json';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { SearchService } from './service.ts';

export function registerSearchRoutes(app: ApiApp, search: SearchService, viewerOf: ViewerOf): void {
  route(app, routes.search.results, {
    handler: async (request, reply) => {
      const { page, shared } = await search.search(request.query, await viewerOf(request.ctx));
      // A cached first page is shared by many requests: its bytes are too (ETag, gzip).
      return shared ? sendCachedJson(request, reply, page) : ok(page);
    },
  });

  route(app, routes.search.popular, {
    handler: async () => ok(await search.popular()),
  });

  route(app, routes.search.suggest, {
    handler: async (request) => ok(await search.suggest(request.query.keyword, await viewerOf(request.ctx))),
  });
}
