/**
 * The subscriptions module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/subscriptions`, never a file inside it.
 */
export { liveBadgeSql, liveVersionSql, paidEpisodesOpenText } from './live-version.ts';

export { subscriptionRenewalJob } from './renewal-job.ts';
export { createSubscriptionRepository } from './repository.ts';
export { seedSubscriptionProducts } from './seed.ts';
export { createSubscriptionService } from './service.ts';
