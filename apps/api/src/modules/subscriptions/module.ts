import { defineModule } from '#api/app/module';
import { registerSubscriptionRoutes } from './routes.ts';
import { createSubscriptionService } from './service.ts';

/** Channel subscriptions paid in hearts (ADR 010); renewals run as a periodic job. */
export const subscriptionsModule = defineModule('subscriptions', (kernel) => {
  const subscriptions = createSubscriptionService({
    subscriptions: kernel.subscriptionRepository,
    ledger: kernel.ledger,
  });
  return {
    exports: { subscriptions },
    routes: (api) => registerSubscriptionRoutes(api, { subscriptions, sessions: kernel.sessions }),
  };
});
