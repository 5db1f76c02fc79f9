import { ZBanner, ZFaq, ZNotice } from '@sogon/contract/schemas/catalog';
import { z } from 'zod';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { SiteService } from './service.ts';

const ZBannerQuery = z.object({
  type: z.string().min(1).max(40).default('main'),
  grade: z.string().min(1).max(40).optional(),
});

const ZPlaylistBannerParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
const ZPlaylistBannerQuery = z.object({ grade: z.string().min(1).max(40).optional() });

const ZNoticeQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export function registerSiteRoutes(app: ApiApp, site: SiteService, viewerOf: ViewerOf): void {
  app.get('/v2/service/banners', {
    schema: {
      tags: ['banners'],
      summary: 'Active banners of a type (main, charge, playlist, event) and grade',
      querystring: ZBannerQuery,
      response: { 200: envelope(z.array(ZBanner)) },
    },
    handler: async (request) =>
      ok(
        await site.banners(
          { type: request.query.type, grade: request.query.grade },
          await viewerOf(request.ctx),
        ),
      ),
  });

  app.get('/v2/service/banner/playlist/:id', {
    schema: {
      tags: ['banners'],
      summary: 'Banners of a playlist page: those for this playlist and those for every playlist',
      params: ZPlaylistBannerParams,
      querystring: ZPlaylistBannerQuery,
      response: { 200: envelope(z.array(ZBanner)) },
    },
    handler: async (request) =>
      ok(
        await site.banners(
          { type: 'playlist', grade: request.query.grade, playlistId: request.params.id },
          await viewerOf(request.ctx),
        ),
      ),
  });

  app.get('/v1/notice', {
    schema: {
      tags: ['misc'],
      summary: 'Notices, pinned first',
      querystring: ZNoticeQuery,
      response: { 200: envelope(z.array(ZNotice)) },
    },
    handler: async (request) => ok(await site.notices(request.query.limit)),
  });

  app.get('/v1/faq', {
    schema: {
      tags: ['misc'],
      summary: 'Frequently asked questions',
      response: { 200: envelope(z.array(ZFaq)) },
    },
    handler: async () => ok(await site.faqs()),
  });
}
