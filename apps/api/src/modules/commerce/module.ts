import { defineModule } from '#api/app/module';
import { createChannelBlocks } from '#api/modules/channel-community';
import { createSubscriptionService } from '#api/modules/subscriptions';
import { createGiftRepository } from './gifts.repository.ts';
import { createGiftService } from './gifts.service.ts';
import { createPassRepository } from './passes.repository.ts';
import { createPassService } from './passes.service.ts';
import { createCommerceReport } from './report.ts';
import { registerCommerceRoutes } from './routes.ts';

/** The daily free pass (이용권) and gifts (선물), issue 38 / ADR 066. */
export const commerceModule = defineModule('commerce', (kernel) => {
  const now = kernel.settings.clock;
  const blocks = createChannelBlocks(kernel.db);
  const subscriptions = createSubscriptionService({
    subscriptions: kernel.subscriptionRepository,
    ledger: kernel.ledger,
    now,
  });
  const passes = createPassService({ passes: createPassRepository(kernel.db), auth: kernel.console, now });
  const gifts = createGiftService({
    gifts: createGiftRepository(kernel.db),
    ledger: kernel.ledger,
    now,
    // A month without a charge: the subscriptions module's grantMonth (H4), in the accept's transaction.
    tierMonth: (tx, grant) => subscriptions.grantMonth(tx, grant),
    requireNotBlocked: (channelId, memberId) => blocks.requireNotBlocked(channelId, memberId, 'gift'),
  });
  const report = createCommerceReport({ reads: kernel.reads, now });
  return {
    exports: { passes, gifts },
    routes: (api) =>
      registerCommerceRoutes(api, { passes, gifts, report, sessions: kernel.sessions, auth: kernel.console }),
  };
});
