import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { RankingService } from './service.ts';

export function registerRankingRoutes(app: ApiApp, rankings: RankingService, viewerOf: ViewerOf): void {
  route(app, routes.ranking.top100, {
    handler: async (request) => ok(await rankings.top100(request.query, await viewerOf(request.ctx))),
  });

  route(app, routes.ranking.realtime, {
    handler: async (request) => ok(await rankings.realtime(request.query, await viewerOf(request.ctx))),
  });
}
