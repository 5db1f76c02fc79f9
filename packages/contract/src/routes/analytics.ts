import {
  ZAccessLogAnswer,
  ZAccessLogBody,
  ZAnalyticsSessionAnswer,
  ZAnalyticsSessionBody,
} from '../schemas/analytics.ts';
import { analyticsEndpoints } from './analytics.endpoints.ts';
import { defineRoutes } from './define.ts';

/** The access log and session analytics (spec section 7 "Misc"). */
export const analyticsRoutes = defineRoutes('analytics', analyticsEndpoints, {
  access: {
    summary: 'Logs a page view with its referrer and partner id (p_id) for partner campaign reports',
    body: ZAccessLogBody,
    answer: ZAccessLogAnswer,
  },
  session: {
    summary: "A browsing session starts or stops (the tab's own id); answers its length so far",
    body: ZAnalyticsSessionBody,
    answer: ZAnalyticsSessionAnswer,
  },
});
