import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { SiteService } from './service.ts';

export function registerSiteRoutes(app: ApiApp, site: SiteService, viewerOf: ViewerOf): void {
  route(app, routes.site.banners, {
    handler: async (request) =>
      ok(
        await site.banners(
          { type: request.query.type, grade: request.query.grade },
          await viewerOf(request.ctx),
        ),
      ),
  });

  route(app, routes.site.playlistBanners, {
    handler: async (request) =>
      ok(
        await site.banners(
          { type: 'playlist', grade: request.query.grade, playlistId: request.params.id },
          await viewerOf(request.ctx),
        ),
      ),
  });

  route(app, routes.site.notices, {
    handler: async (request) => ok(await site.notices(request.query.limit)),
  });

  route(app, routes.site.faqs, {
    handler: async () => ok(await site.faqs()),
  });

  route(app, routes.site.popup, {
    handler: async (_request, reply) => {
      // Its window opens and closes by the clock: a cached answer would show it too long.
      reply.header('cache-control', 'no-store');
      return ok(await site.popup());
    },
  });
}
