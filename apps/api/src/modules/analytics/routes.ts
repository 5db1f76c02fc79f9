import {
  ZAccessLogAnswer,
  ZAccessLogBody,
  ZAnalyticsSessionAnswer,
  ZAnalyticsSessionBody,
} from '@sogon/contract/schemas/analytics';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account/sessions';
import type { AnalyticsService } from './service.ts';

/** The access log and session analytics (spec section 7 "Misc"). */
export function registerAnalyticsRoutes(
  app: ApiApp,
  deps: { analytics: AnalyticsService; sessions: Sessions },
) {
  const { analytics, sessions } = deps;

  app.post('/v1/log/access', {
    schema: {
      tags: ['analytics'],
      summary: 'Logs a page view with its referrer and partner id (p_id) for partner campaign reports',
      body: ZAccessLogBody,
      response: { 200: envelope(ZAccessLogAnswer) },
    },
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      return ok(await analytics.logAccess(request.ctx, viewer.userId, request.body));
    },
  });

  app.post('/v1/analytics/log/user', {
    schema: {
      tags: ['analytics'],
      summary: "A browsing session starts or stops (the tab's own id); answers its length so far",
      body: ZAnalyticsSessionBody,
      response: { 200: envelope(ZAnalyticsSessionAnswer) },
    },
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      return ok(await analytics.session(request.ctx, viewer.userId, request.body));
    },
  });
}
