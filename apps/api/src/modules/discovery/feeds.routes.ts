import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { FeedsService } from './feeds.service.ts';

export function registerFeedRoutes(app: ApiApp, feeds: FeedsService, viewerOf: ViewerOf): void {
  const { feeds: table } = routes;
  route(app, table.homeAll, {
    handler: async (request) => ok(await feeds.homeAll(request.query, await viewerOf(request.ctx))),
  });
  route(app, table.homeNew, {
    handler: async (request) => ok(await feeds.homeNew(request.query, await viewerOf(request.ctx))),
  });
  route(app, table.homeFollow, {
    handler: async (request) => ok(await feeds.homeFollow(request.query, await viewerOf(request.ctx))),
  });
  route(app, table.categoryPage, {
    handler: async (request) =>
      ok(await feeds.categoryPage(request.params.id, request.query, await viewerOf(request.ctx))),
  });
  route(app, table.playlistCursor, {
    handler: async (request) => ok(await feeds.playlistCursor(request.query, await viewerOf(request.ctx))),
  });
  route(app, table.latestContents, {
    handler: async (request) => ok(await feeds.latestContents(request.query, await viewerOf(request.ctx))),
  });
  route(app, table.sitemap, {
    handler: async (request) => ok(await feeds.sitemap(request.query.page)),
  });
  route(app, table.recommend, {
    handler: async (request) => ok(await feeds.recommend(request.query, await viewerOf(request.ctx))),
  });
}
