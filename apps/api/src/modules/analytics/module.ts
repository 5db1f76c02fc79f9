import { defineModule } from '#api/app/module';
import { createAnalyticsRepository } from './repository.ts';
import { registerAnalyticsRoutes } from './routes.ts';
import { createAnalyticsService } from './service.ts';

/** Page views and session pings from browsers. */
export const analyticsModule = defineModule('analytics', (kernel) => {
  const analytics = createAnalyticsService({
    analytics: createAnalyticsRepository(kernel.db),
    limiter: kernel.limiter('analytics', kernel.settings.limits.analytics),
  });
  return {
    exports: { analytics },
    routes: (api) => registerAnalyticsRoutes(api, { analytics, sessions: kernel.sessions }),
  };
});
