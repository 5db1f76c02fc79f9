import { deriveKey } from '#api/adapters/identity/types';
import { createOutboxMailer, type OutboxMailer } from '#api/adapters/mail/outbox';
import type { Db } from '#api/db/client';
import { primaryReads, type ReadSide } from '#api/db/replica/read-side';
import { createMemoryRateLimiter } from '#api/http/rate-limiter';
import { createJobSystem } from '#api/jobs/job-system';
import { createEntitlements } from '#api/modules/access/entitlements';
import { createLoginThrottle } from '#api/modules/account/login-throttle';
import { createPasswordHasher } from '#api/modules/account/passwords';
import { createAccountRepository } from '#api/modules/account/repository';
import { createAccountService } from '#api/modules/account/service';
import { createSessions } from '#api/modules/account/sessions';
import { createCommentRepository } from '#api/modules/comments/repository';
import { createCommentService } from '#api/modules/comments/service';
import { createGalleryRepository } from '#api/modules/gallery/repository';
import { createLedger } from '#api/modules/hearts/ledger';
import { createMediaCore } from '#api/modules/media/core';
import { createConsoleAuth } from '#api/modules/ops/console-auth';
import { createOperatorRepository } from '#api/modules/ops/operators.repository';
import { createTotp } from '#api/modules/ops/totp';
import { createPlaybackRepository } from '#api/modules/playback/repository';
import { createPlaybackService } from '#api/modules/playback/service';
import { createPurchaseRepository } from '#api/modules/purchases/repository';
import { createSubscriptionRepository } from '#api/modules/subscriptions/repository';
import type { AppSettings } from './settings.ts';

/**
 * The parts more than one module uses, built once per process (ADR 031): the database and job
 * system, members and their sessions, the heart ledger, entitlements, comments (one rate limit
 * whatever is commented on), the playback buffer and media storage with its pipeline, and the
 * operator console's sign-in and audit log. A module
 * builds everything else itself in its module.ts.
 */
export function createKernel(db: Db, settings: AppSettings, readSide: ReadSide = primaryReads(db)) {
  const jobs = createJobSystem({
    pool: db.$client,
    onError: (error) => console.error('[sogon] jobs', error),
    ...(settings.jobCronIntervalSeconds ? { cronIntervalSeconds: settings.jobCronIntervalSeconds } : {}),
  });
  const accountRepository = createAccountRepository(db);
  const sessions = createSessions({ accounts: accountRepository });
  const passwords = createPasswordHasher(settings.passwords);
  const accounts = createAccountService({
    accounts: accountRepository,
    sessions,
    passwords,
    loginThrottle: createLoginThrottle({
      account: settings.limits.loginAccount,
      address: settings.limits.loginAddress,
      redis: settings.redis,
    }),
  });
  const subscriptionRepository = createSubscriptionRepository(db);
  const keys = {
    streamToken: deriveKey(settings.identity.hashKey, 'media stream token'),
    paymentResult: deriveKey(settings.identity.hashKey, 'payment result token'),
    operatorTotp: deriveKey(settings.identity.hashKey, 'operator totp'),
  };
  const mailer: OutboxMailer = createOutboxMailer({ dir: settings.mail.outboxDir, from: settings.mail.from });
  return {
    db,
    /** Lag-tolerant reads (catalog, search, rankings, statistics): the read replica when one is set. */
    reads: readSide.db,
    readSide,
    settings,
    jobs,
    sessions,
    viewerOf: sessions.viewer,
    accountRepository,
    accounts,
    passwords,
    ledger: createLedger(db),
    subscriptionRepository,
    entitlements: createEntitlements({
      ownedInPlaylist: createPurchaseRepository(db).owned,
      subscribedChannels: subscriptionRepository.activeSubscriptionChannelIds,
      galleryPurchasedAmong: createGalleryRepository(db).purchasedAmong,
    }),
    comments: createCommentService({
      comments: createCommentRepository(db),
      postLimiter: createMemoryRateLimiter(settings.limits.comment),
    }),
    playback: createPlaybackService({
      playback: createPlaybackRepository(db),
      now: settings.clock,
      ...settings.playback,
      onFlushError: (error, table) =>
        console.error(`[sogon] playback flush (${table}) failed; kept for the next flush`, error),
    }),
    media: createMediaCore({ db, jobs, media: settings.media }),
    mailer,
    /** Who is at the operator console; every module's /ops routes sit behind it (ADR 034). */
    console: createConsoleAuth({
      operators: createOperatorRepository(db),
      passwords,
      totp: createTotp(keys.operatorTotp),
      loginLimiter: createMemoryRateLimiter(settings.limits.opsLogin),
      now: settings.clock,
    }),
    /** Keys derived from the one server secret (IDENTITY_HASH_KEY), one per purpose. */
    keys,
  };
}

export type Kernel = ReturnType<typeof createKernel>;
