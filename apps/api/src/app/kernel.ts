import { deriveKey } from '#api/adapters/identity/types';
import { selectMailer } from '#api/adapters/mail/select';
import { createAttemptLimiter, type RateLimit } from '#api/adapters/rate-limit/attempt-limiter';
import { createChangeFeed } from '#api/adapters/redis/change-feed';
import { flowStoresFor } from '#api/adapters/redis/flow-store';
import type { Db } from '#api/db/client';
import { primaryReads, type ReadSide } from '#api/db/replica/read-side';
import { createJobSystem } from '#api/jobs/job-system';
import { createMailDelivery, mailJobKey } from '#api/jobs/mail-delivery';
import { createEntitlements } from '#api/modules/access';
import {
  createAccountRepository,
  createAccountService,
  createLoginThrottle,
  createPasswordHasher,
  createSessions,
  watchMemberChanges,
} from '#api/modules/account';
import { createChannelBlocks, membersOnlySource } from '#api/modules/channel-community';
import { createCommentRepository, createCommentService } from '#api/modules/comments';
import { createGalleryRepository } from '#api/modules/gallery';
import { createLedger } from '#api/modules/hearts';
import { createMediaCore } from '#api/modules/media';
import { createConsoleAuth, createOperatorRepository, createTotp } from '#api/modules/ops';
import { createPlaybackRepository, createPlaybackService } from '#api/modules/playback';
import { createPlaylistRepository } from '#api/modules/playlist';
import { createPurchaseRepository } from '#api/modules/purchases';
import { createRentalRepository } from '#api/modules/rentals';
import { createSubscriptionRepository } from '#api/modules/subscriptions';
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
  /** Attempts per key for one purpose: in Redis for every node with REDIS_URL, else in this process. */
  const limiter = (name: string, rule: RateLimit) =>
    createAttemptLimiter({ name, rule, redis: settings.redis });
  const changes = createChangeFeed(settings.redis, {
    onError: (error) => console.error('[sogon] change feed: could not tell other nodes', error.message),
  });
  const accountRepository = createAccountRepository(db);
  const memberChanges = watchMemberChanges(db, settings.sessionCacheMs);
  const sessions = createSessions({ accounts: accountRepository, cache: memberChanges?.cache });
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
    /** Creators' payout account numbers at rest (ADR 046). */
    payoutAccount: deriveKey(settings.identity.hashKey, 'payout account numbers'),
    /** The sandbox providers' client secrets and signing keys: the same on every node. */
    sandbox: deriveKey(settings.identity.hashKey, 'sandbox providers'),
  };
  /** Members blocked from a channel (issue 37): comments, tips and gifts ask it. */
  const channelBlocks = createChannelBlocks(db);
  const mailTransport = selectMailer(settings.mail);
  const mailer = createMailDelivery({
    jobs,
    key: mailJobKey(settings.identity.hashKey),
    retryDelaySec: settings.mail.retryDelaySec,
    delivery: {
      transport: mailTransport,
      onGiveUp: (error, to) => console.error(`[sogon] mail to ${to} not delivered; giving up`, error),
      onUnreadable: (jobId) =>
        console.error(
          `[sogon] mail job ${jobId} does not open with this server's key (queued by a command with another DATA_DIR or IDENTITY_HASH_KEY); dropped`,
        ),
    },
  });
  return {
    db,
    /** Lag-tolerant reads (catalog, search, rankings, statistics): the read replica when one is set. */
    reads: readSide.db,
    readSide,
    settings,
    jobs,
    limiter,
    /** Short-lived flow state (sandbox codes, checkouts, provider results): Redis for every node, else memory. */
    flows: flowStoresFor(settings.redis),
    /** "This changed": every node drops its cached copies (Redis pub/sub with REDIS_URL). */
    changes,
    sessions,
    /** The session cache's ear on the database: whether it hears member changes; close at shutdown. */
    memberChanges: {
      listening: () => memberChanges?.listener.listening() ?? false,
      close: async () => memberChanges?.listener.close(),
    },
    viewerOf: sessions.viewer,
    accountRepository,
    accounts,
    passwords,
    ledger: createLedger(db),
    /**
     * Published playlists and episodes on the primary, built once (the playlist module's door):
     * the playlist page's fresh reads, unlocks, feeds, comments and reports all ask it.
     */
    playlistRepository: createPlaylistRepository(db, settings.clock),
    subscriptionRepository,
    entitlements: createEntitlements({
      ownedInPlaylist: createPurchaseRepository(db).owned,
      rentalsInPlaylist: createRentalRepository(db).inPlaylist,
      subscribedChannels: subscriptionRepository.activeSubscriptionChannelIds,
      galleryPurchasedAmong: createGalleryRepository(db).purchasedAmong,
      membersOnlyOpen: membersOnlySource(db),
      now: settings.clock,
    }),
    channelBlocks,
    comments: createCommentService({
      comments: createCommentRepository(db),
      blocks: channelBlocks,
      postLimiter: limiter('comment', settings.limits.comment),
    }),
    playback: createPlaybackService({
      playback: createPlaybackRepository(db),
      now: settings.clock,
      ...settings.playback,
      onFlushError: (error, table) =>
        console.error(`[sogon] playback flush (${table}) failed; kept for the next flush`, error),
    }),
    media: createMediaCore({ db, jobs, media: settings.media, published: () => changes.publish('catalog') }),
    /** Sends a mail through the job system (retried); nothing waits for the SMTP server. */
    mailer,
    /** Where the mail jobs deliver: the SMTP server, or the outbox the dev mail box reads. */
    mailTransport,
    /** Who is at the operator console; every module's /ops routes sit behind it (ADR 034). */
    console: createConsoleAuth({
      operators: createOperatorRepository(db),
      passwords,
      totp: createTotp(keys.operatorTotp),
      loginLimiter: limiter('ops-login', settings.limits.opsLogin),
      reauthLimiter: limiter('ops-reauth', settings.limits.opsReauth),
      reauthLimits: settings.limits.opsReauth,
      now: settings.clock,
    }),
    /** Keys derived from the one server secret (IDENTITY_HASH_KEY), one per purpose. */
    keys,
  };
}

export type Kernel = ReturnType<typeof createKernel>;
