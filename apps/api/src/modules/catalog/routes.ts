import { ZHome, ZHomeSection, ZItemsQuery } from '@sogon/contract/schemas/catalog';
import { z } from 'zod';
import { sendCachedJson } from '#api/http/cached-json';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { CatalogService } from './service.ts';

const ZHomeQuery = z.object({ items: ZItemsQuery.optional() });
const ZCategoryQuery = z.object({ items: ZItemsQuery });

export function registerCatalogRoutes(app: ApiApp, catalog: CatalogService, viewerOf: ViewerOf): void {
  for (const url of ['/v2/service/home', '/v1/service/home']) {
    app.get(url, {
      schema: {
        tags: ['catalog'],
        summary: 'Home sections for the requested item sets (default 7, 8, 34, 55, 61, 62) and main banners',
        querystring: ZHomeQuery,
        response: { 200: envelope(ZHome) },
      },
      // The answer object is shared for seconds (catalog service): its bytes are too.
      handler: async (request, reply) =>
        sendCachedJson(request, reply, await catalog.home(request.query.items, await viewerOf(request.ctx))),
    });
  }

  app.get('/v2/category', {
    schema: {
      tags: ['catalog'],
      summary: 'Playlists of the given category ids, in the order asked',
      querystring: ZCategoryQuery,
      response: { 200: envelope(z.array(ZHomeSection)) },
    },
    handler: async (request) => ok(await catalog.sections(request.query.items, await viewerOf(request.ctx))),
  });
}
