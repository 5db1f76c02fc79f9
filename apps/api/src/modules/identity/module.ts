import { selectIdentityProviders } from '#api/adapters/identity/select';
import { defineModule } from '#api/app/module';
import { createIdentitySandbox, registerIdentitySandboxRoutes } from '#api/modules/identity-sandbox';
import { createIdentityRepository } from './repository.ts';
import { registerIdentityRoutes } from './routes.ts';
import { createIdentityService } from './service.ts';
import { verificationExpiryJob } from './verification-expiry.ts';

/** Phone identity verification by Kakao certificate or PASS, or their local sandbox (ADR 011). */
export const identityModule = defineModule('identity', (kernel) => {
  const settings = kernel.settings.identity;
  const adapters = selectIdentityProviders(settings, kernel.flows);
  const identity = createIdentityService({
    identities: createIdentityRepository(kernel.db),
    providers: adapters.providers,
    ledger: kernel.ledger,
    hashKey: settings.hashKey,
    bonusHearts: settings.bonusHearts,
    site: settings,
    startLimiter: kernel.limiter('identity-start', kernel.settings.limits.identityStart),
  });
  const identitySandbox = adapters.sandbox
    ? createIdentitySandbox({ registration: adapters.sandbox, stores: kernel.flows })
    : null;
  return {
    exports: { identity, identitySandbox },
    routes: (api) => {
      registerIdentityRoutes(api, {
        identity,
        sessions: kernel.sessions,
        secureCookies: kernel.settings.secureCookies,
      });
      if (identitySandbox) registerIdentitySandboxRoutes(api, identitySandbox);
    },
    jobs: ({ log }) => [verificationExpiryJob({ db: kernel.db, now: kernel.settings.clock, log })],
  };
});
