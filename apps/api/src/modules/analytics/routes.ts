import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import type { AnalyticsService } from './service.ts';

/** The access log and session analytics (spec section 7 "Misc"). */
export function registerAnalyticsRoutes(
  app: ApiApp,
  deps: { analytics: AnalyticsService; sessions: Sessions },
) {
  const { analytics, sessions } = deps;

  route(app, routes.analytics.access, {
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      return ok(await analytics.logAccess(request.ctx, viewer.userId, request.body));
    },
  });

  route(app, routes.analytics.session, {
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      return ok(await analytics.session(request.ctx, viewer.userId, request.body));
    },
  });
}
