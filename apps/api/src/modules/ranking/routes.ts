import { ZRealtimeHot, ZRealtimeHotQuery, ZTop100, ZTop100Query } from '@sogon/contract/schemas/ranking';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { RankingService } from './service.ts';

const TOP100_SUMMARY =
  'TOP 100 from the cache: playlists (or channels) by plays, hours listened, likes and purchases ' +
  'in the Seoul day, week (from Monday) or month so far. Recomputed every few minutes (ADR 015).';

export function registerRankingRoutes(app: ApiApp, rankings: RankingService, viewerOf: ViewerOf): void {
  app.get('/v2/top100/cached', {
    schema: {
      tags: ['ranking'],
      summary: TOP100_SUMMARY,
      querystring: ZTop100Query,
      response: { 200: envelope(ZTop100) },
    },
    handler: async (request) => ok(await rankings.top100(request.query, await viewerOf(request.ctx))),
  });

  app.get('/v1/service/ranking', {
    schema: {
      tags: ['ranking'],
      summary: `The older path of /v2/top100/cached: the same query and answer. ${TOP100_SUMMARY}`,
      querystring: ZTop100Query,
      response: { 200: envelope(ZTop100) },
    },
    handler: async (request) => ok(await rankings.top100(request.query, await viewerOf(request.ctx))),
  });

  app.get('/v2/realtimeHot/cached', {
    schema: {
      tags: ['ranking'],
      summary:
        'Realtime hot playlists from the cache: the same signals over the last six hours, each ' +
        'weighed by its age (half-life one hour). Recomputed every minute.',
      querystring: ZRealtimeHotQuery,
      response: { 200: envelope(ZRealtimeHot) },
    },
    handler: async (request) => ok(await rankings.realtime(request.query, await viewerOf(request.ctx))),
  });
}
