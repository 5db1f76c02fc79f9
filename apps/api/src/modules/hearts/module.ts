import { defineModule } from '#api/app/module';
import { bonusHeartExpiryJob } from './bonus-expiry.ts';

/**
 * Hearts: the ledger itself is the kernel's (every module that moves hearts shares it); the
 * module holds the bonus hearts' yearly expiry (ADR 016).
 */
export const heartsModule = defineModule('hearts', (kernel) => ({
  exports: {},
  jobs: ({ log }) => [
    bonusHeartExpiryJob({ db: kernel.db, ledger: kernel.ledger, now: kernel.settings.clock, log }),
  ],
}));
