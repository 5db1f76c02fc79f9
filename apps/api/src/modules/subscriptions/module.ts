import { defineModule } from '#api/app/module';
import { subscriptionRenewalJob } from './renewal-job.ts';
import { registerSubscriptionRoutes } from './routes.ts';
import { createSubscriptionService } from './service.ts';
import { createStudioTiers } from './studio-tiers.ts';

/**
 * Channel subscriptions paid in hearts (ADR 010), sold as tiers the studio edits (ADR 066);
 * renewals run as a periodic job. Other modules read a member's tier through live-version.ts.
 */
export const subscriptionsModule = defineModule('subscriptions', (kernel) => {
  const subscriptions = createSubscriptionService({
    subscriptions: kernel.subscriptionRepository,
    ledger: kernel.ledger,
  });
  const studioTiers = createStudioTiers({
    subscriptions: kernel.subscriptionRepository,
    ledger: kernel.ledger,
  });
  return {
    exports: { subscriptions },
    routes: (api) =>
      registerSubscriptionRoutes(api, { subscriptions, studioTiers, sessions: kernel.sessions }),
    jobs: ({ log }) => [
      subscriptionRenewalJob({ db: kernel.db, ledger: kernel.ledger, now: kernel.settings.clock, log }),
    ],
  };
});
