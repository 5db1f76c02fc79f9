import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { COMMENT_RATE_PER_MINUTE } from '@sogon/contract/limits';
import { routes } from '@sogon/contract/routes/table';
import { PROFILE_IMAGE_PATH } from '@sogon/contract/validation/safe-path';
import { type IdentitySettings, selectIdentityProviders } from './adapters/identity/select.ts';
import { deriveKey } from './adapters/identity/types.ts';
import { createOutboxMailer } from './adapters/mail/outbox.ts';
import { DEFAULT_MAIL_FROM, type Mailer } from './adapters/mail/types.ts';
import { type OAuthSettings, selectOAuthProviders } from './adapters/oauth/select.ts';
import { type PaymentSettings, selectPaymentGateway } from './adapters/payments/select.ts';
import type { RedisConnection } from './adapters/redis/connection.ts';
import { createLocalStorage } from './adapters/storage/local.ts';
import type { ObjectStorage } from './adapters/storage/types.ts';
import type { Db } from './db/client.ts';
import { pingDatabase } from './db/ping.ts';
import { episodeMediaPlugin } from './http/episode-media-plugin.ts';
import { galleryMediaPlugin } from './http/gallery-media-plugin.ts';
import { createMemoryRateLimiter, type RateLimit } from './http/rate-limiter.ts';
import type { ApiApp } from './http/types.ts';
import { createJobSystem } from './jobs/job-system.ts';
import { type MediaRoots, mediaRoots } from './media/roots.ts';
import { createLoginThrottle } from './modules/account/login-throttle.ts';
import { createPasswordHasher, OWASP_ARGON2ID, type PasswordParams } from './modules/account/passwords.ts';
import { createAccountRepository } from './modules/account/repository.ts';
import { registerAccountRoutes } from './modules/account/routes.ts';
import { createAccountService } from './modules/account/service.ts';
import { createSessions } from './modules/account/sessions.ts';
import { createAnalyticsRepository } from './modules/analytics/repository.ts';
import { registerAnalyticsRoutes } from './modules/analytics/routes.ts';
import { createAnalyticsService } from './modules/analytics/service.ts';
import { createBoardRepository } from './modules/board/repository.ts';
import { registerBoardRoutes } from './modules/board/routes.ts';
import { createBoardService } from './modules/board/service.ts';
import { createCatalogRepository } from './modules/catalog/repository.ts';
import { registerCatalogRoutes } from './modules/catalog/routes.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { createChannelRepository } from './modules/channel/repository.ts';
import { registerChannelRoutes } from './modules/channel/routes.ts';
import { createChannelService } from './modules/channel/service.ts';
import { createChannelStatsRepository } from './modules/channel-stats/repository.ts';
import { registerChannelStatsRoutes } from './modules/channel-stats/routes.ts';
import { createChannelStatsService } from './modules/channel-stats/service.ts';
import { createEpisodeTargets } from './modules/comments/episode-target.ts';
import { registerNestedCommentRoutes } from './modules/comments/nested-routes.ts';
import { createCommentRepository } from './modules/comments/repository.ts';
import { registerCommentRoutes } from './modules/comments/routes.ts';
import { createCommentService } from './modules/comments/service.ts';
import { registerDevMailRoutes } from './modules/dev-mail/routes.ts';
import { registerDiscoveryRoutes } from './modules/discovery/routes.ts';
import { createDiscovery } from './modules/discovery/service.ts';
import { createSocialRepository } from './modules/discovery/social.repository.ts';
import { createAttendance } from './modules/events/attendance.ts';
import { createCoupons } from './modules/events/coupons.ts';
import { createEventRepository } from './modules/events/repository.ts';
import { registerEventRoutes } from './modules/events/routes.ts';
import { createEventService } from './modules/events/service.ts';
import { registerFindAccountRoutes } from './modules/find-account/routes.ts';
import { createFindAccountService } from './modules/find-account/service.ts';
import { createGalleryRepository } from './modules/gallery/repository.ts';
import { registerGalleryRoutes } from './modules/gallery/routes.ts';
import { createGalleryService } from './modules/gallery/service.ts';
import { registerHealthRoutes, registerLivenessRoute } from './modules/health/routes.ts';
import { createLedger } from './modules/hearts/ledger.ts';
import { createIdentityRepository } from './modules/identity/repository.ts';
import { registerIdentityRoutes } from './modules/identity/routes.ts';
import { createIdentityService } from './modules/identity/service.ts';
import { createIdentitySandbox } from './modules/identity-sandbox/provider.ts';
import { registerIdentitySandboxRoutes } from './modules/identity-sandbox/routes.ts';
import { createStreamAccess } from './modules/media/access.ts';
import { mediaDeliveryPlugin } from './modules/media/delivery-plugin.ts';
import { createMediaPipeline } from './modules/media/pipeline.ts';
import { createPlayService } from './modules/media/play-service.ts';
import { createTranscodeQueue } from './modules/media/queue.ts';
import { createMediaRepository } from './modules/media/repository.ts';
import { registerMediaRoutes } from './modules/media/routes.ts';
import { createOAuthSandbox } from './modules/oauth-sandbox/grants.ts';
import { registerOAuthSandboxRoutes } from './modules/oauth-sandbox/routes.ts';
import { createOpsRepository } from './modules/ops/repository.ts';
import { registerOpsRoutes } from './modules/ops/routes.ts';
import { createOpsService } from './modules/ops/service.ts';
import { createTotp } from './modules/ops/totp.ts';
import { createPaymentSandbox } from './modules/payment-sandbox/gateway.ts';
import { registerPaymentSandboxRoutes } from './modules/payment-sandbox/routes.ts';
import { createPaymentRepository } from './modules/payments/repository.ts';
import { registerPaymentRoutes } from './modules/payments/routes.ts';
import { createPaymentService } from './modules/payments/service.ts';
import { createPlaybackRepository } from './modules/playback/repository.ts';
import { registerPlaybackRoutes } from './modules/playback/routes.ts';
import { createPlaybackService, type PlaybackOptions } from './modules/playback/service.ts';
import { createPlaylistRepository } from './modules/playlist/repository.ts';
import { registerPlaylistRoutes } from './modules/playlist/routes.ts';
import { createPlaylistService } from './modules/playlist/service.ts';
import { registerProfileImageRoutes } from './modules/profile-image/routes.ts';
import { createProfileImageService } from './modules/profile-image/service.ts';
import { createEntitlements } from './modules/purchases/entitlements.ts';
import { createPurchaseRepository } from './modules/purchases/repository.ts';
import { registerPurchaseRoutes } from './modules/purchases/routes.ts';
import { createPurchaseService } from './modules/purchases/service.ts';
import { createRankings, type RankingOptions } from './modules/ranking/rankings.ts';
import { registerRankingRoutes } from './modules/ranking/routes.ts';
import { createPostgresSearchBackend } from './modules/search/postgres-backend.ts';
import { registerSearchRoutes } from './modules/search/routes.ts';
import { createSearchService } from './modules/search/service.ts';
import { createSiteRepository } from './modules/site/repository.ts';
import { registerSiteRoutes } from './modules/site/routes.ts';
import { createSiteService } from './modules/site/service.ts';
import { createSnsLoginRepository } from './modules/sns-login/repository.ts';
import { registerSnsLoginRoutes } from './modules/sns-login/routes.ts';
import { createSnsLoginService } from './modules/sns-login/service.ts';
import { createStudioRepository } from './modules/studio/repository.ts';
import { registerStudioRoutes } from './modules/studio/routes.ts';
import { createStudioService } from './modules/studio/service.ts';
import { createSubscriptionRepository } from './modules/subscriptions/repository.ts';
import { registerSubscriptionRoutes } from './modules/subscriptions/routes.ts';
import { createSubscriptionService } from './modules/subscriptions/service.ts';
import type { DemoMediaProgress } from './seed/demo-progress.ts';

export interface ServiceOptions {
  passwords?: PasswordParams;
  /** Failed logins per account (default LOGIN_ACCOUNT_LIMIT, config LOGIN_RATE_LIMIT). */
  loginRateLimit?: RateLimit;
  /** Failed logins per client address (default LOGIN_ADDRESS_LIMIT, config LOGIN_ADDRESS_RATE_LIMIT). */
  loginAddressRateLimit?: RateLimit;
  /** Shared state for every node (config REDIS_URL): login limits count there; without it, in memory. */
  redis?: RedisConnection | null;
  /** Set the token cookie with Secure (the site is served over https). */
  secureCookies?: boolean;
  /** Public origin for links in mails (config SITE_URL); default http://localhost:3000. */
  siteUrl?: string;
  /** Where mail goes; default the .eml outbox in mailOutboxDir. */
  mailer?: Mailer;
  /** The outbox folder (DATA_DIR/mail/outbox); default a folder under the OS temp dir. */
  mailOutboxDir?: string;
  /** Sender of the service's mails (config MAIL_FROM). */
  mailFrom?: string;
  /** Serve the outbox at /api/live/dev/mail. Development only: it shows live password-reset links. */
  devMailbox?: boolean;
  /** Where uploads are stored (mediaRoots(DATA_DIR)); default a folder under the OS temp dir. */
  mediaRoots?: MediaRoots;
  findAccountRateLimit?: RateLimit;
  commentRateLimit?: RateLimit;
  /** Social login providers and addresses (oauthSettings(config)); default: all sandboxed on port 3000. */
  oauth?: OAuthSettings;
  /** Payment gateway and addresses (paymentSettings(config)); default: the sandbox on port 3000. */
  payments?: PaymentSettings;
  /** Identity providers, hash key, bonus (await identitySettings(config)); default: sandboxed, a key per process. */
  identity?: IdentitySettings;
  /** Where media objects live (selectStorage(config)); default local disk at mediaRoots.store. */
  storage?: ObjectStorage;
  /** Run transcode jobs in this process (default true); false only enqueues them. */
  mediaWorker?: boolean;
  /** Seconds between queue polls of the transcode worker (default 2). */
  mediaPollSeconds?: number;
  /** Seconds before the queue retries a failed transcode (default 10, growing). */
  mediaRetryDelaySec?: number;
  /** HLS delivery: how long a full-length segment trusts an entitlement check (ms), and its clock (tests). */
  mediaDelivery?: { entitlementCacheMs?: number; now?: () => number };
  /** Reuse the home answer this long (ms; main.ts: 10 s); 0 (tests) computes every time. */
  homeCacheMs?: number;
  /** The console's clock: sessions and authenticator codes (tests). */
  opsClock?: () => Date;
  /** Operator sign-in attempts per e-mail and per address (default OPS_LOGIN_LIMIT). */
  opsLoginRateLimit?: RateLimit;
  /** How often pg-boss looks for due periodic jobs (seconds; tests make it short). */
  jobCronIntervalSeconds?: number;
  /** The first start's demo publishing, reported by the health answer (main.ts). */
  demoMedia?: DemoMediaProgress;
  /** Rankings clock (tests). */
  rankings?: RankingOptions;
  /** Where unfinished studio uploads wait (DATA_DIR/uploads); default under the scratch folder. */
  uploadsDir?: string;
  /** Playback write buffer: flush period (default 2 s), size trigger, clock (tests). */
  playback?: Omit<PlaybackOptions, 'playback'>;
  /** Page views and session pings per browser (default ANALYTICS_RATE_LIMIT). */
  analyticsRateLimit?: RateLimit;
  /** Events clock: what day a check-in falls on (tests move it). */
  eventsClock?: () => Date;
}

/** Matches the config defaults, for callers (tests) that do not care about social login. */
const DEFAULT_OAUTH: OAuthSettings = {
  siteUrl: 'http://localhost:3000',
  sandboxBaseUrl: 'http://127.0.0.1:3000',
  sandboxAllowed: true,
  credentials: {},
};

/** Matches the config defaults with a throwaway hash key: fine for tests, never for kept data. */
function defaultIdentity(): IdentitySettings {
  return {
    siteUrl: 'http://localhost:3000',
    sandboxBaseUrl: 'http://127.0.0.1:3000',
    sandboxAllowed: true,
    hashKey: randomBytes(32),
    bonusHearts: 30,
    kakao: null,
    pass: null,
  };
}

/** Identity verification starts (Kakao requests, PASS popups) per member: at most 10 in 10 minutes. */
export const IDENTITY_START_LIMIT: RateLimit = { limit: 10, windowMs: 10 * 60 * 1000 };

/** Matches the config defaults: no SettleBank merchant, so the sandbox gateway stands in. */
const DEFAULT_PAYMENTS: PaymentSettings = {
  siteUrl: 'http://localhost:3000',
  sandboxBaseUrl: 'http://127.0.0.1:3000',
  sandboxAllowed: true,
  settlebank: null,
};

/** Page views and session pings per browser: 120 a minute is far above a person reading pages. */
export const ANALYTICS_RATE_LIMIT: RateLimit = { limit: 120, windowMs: 60 * 1000 };
/** Operator sign-in attempts per e-mail (and per address) in 15 minutes. */
export const OPS_LOGIN_LIMIT: RateLimit = { limit: 10, windowMs: 15 * 60 * 1000 };

export const PROFILE_IMAGE_PREFIX = PROFILE_IMAGE_PATH.folder;

/** Comments per member (issue 5, boards): at most COMMENT_RATE_PER_MINUTE a minute. */
export const COMMENT_POST_LIMIT: RateLimit = { limit: COMMENT_RATE_PER_MINUTE, windowMs: 60 * 1000 };

/** Reset-mail requests per IP and per address: at most 5 in 15 minutes. */
export const FIND_ACCOUNT_RATE_LIMIT: RateLimit = { limit: 5, windowMs: 15 * 60 * 1000 };

/** Wires repositories into services: the one place that knows them all. */
export function createServices(db: Db, options: ServiceOptions = {}) {
  const site = createSiteRepository(db);
  const accountRepository = createAccountRepository(db);
  const sessions = createSessions({ accounts: accountRepository });
  const passwords = createPasswordHasher(options.passwords ?? OWASP_ARGON2ID);
  const accounts = createAccountService({
    accounts: accountRepository,
    sessions,
    passwords,
    loginThrottle: createLoginThrottle({
      account: options.loginRateLimit,
      address: options.loginAddressRateLimit,
      redis: options.redis,
    }),
  });
  const oauth = options.oauth ?? DEFAULT_OAUTH;
  const oauthProviders = selectOAuthProviders(oauth);
  // Without configured folders (tests, scripts) files go somewhere harmless, never into the repository.
  const scratch = path.join(os.tmpdir(), `sogon-${process.pid}`);
  const outbox = options.mailer
    ? null
    : createOutboxMailer({
        dir: options.mailOutboxDir ?? path.join(scratch, 'mail', 'outbox'),
        from: options.mailFrom ?? DEFAULT_MAIL_FROM,
      });
  const mailer = options.mailer ?? outbox!;
  const media = options.mediaRoots ?? mediaRoots(scratch);
  const ledger = createLedger(db);
  const playlistRepository = createPlaylistRepository(db);
  const purchaseRepository = createPurchaseRepository(db);
  const subscriptionRepository = createSubscriptionRepository(db);
  const entitlements = createEntitlements({
    purchases: purchaseRepository,
    subscribedChannels: subscriptionRepository.activeSubscriptionChannelIds,
  });
  const paymentSettings = options.payments ?? DEFAULT_PAYMENTS;
  const paymentGateways = selectPaymentGateway(paymentSettings);
  const identitySettings = options.identity ?? defaultIdentity();
  const identityAdapters = selectIdentityProviders(identitySettings);
  const eventRepository = createEventRepository(db);
  const eventsClock = options.eventsClock ?? (() => new Date());
  const playback = createPlaybackService({
    playback: createPlaybackRepository(db),
    onFlushError: (error, table) =>
      console.error(`[sogon] playback flush (${table}) failed; kept for the next flush`, error),
    ...options.playback,
  });
  const channelRepository = createChannelRepository(db);
  /** Follows, 찜 and likes: the channel and playlist pages show them with the item. */
  const socialRepository = createSocialRepository(db);
  const comments = createCommentService({
    comments: createCommentRepository(db),
    postLimiter: createMemoryRateLimiter(options.commentRateLimit ?? COMMENT_POST_LIMIT),
  });
  const storage = options.storage ?? createLocalStorage({ root: media.store });
  const mediaRepository = createMediaRepository(db);
  const streamAccess = createStreamAccess({ media: mediaRepository, entitlements });
  const streamTokenKey = deriveKey(identitySettings.hashKey, 'media stream token');
  /** The one job system (ADR 028): transcodes here, periodic jobs from jobs/periodic-jobs.ts. */
  const jobs = createJobSystem({
    pool: db.$client,
    onError: (error) => console.error('[sogon] jobs', error),
    ...(options.jobCronIntervalSeconds ? { cronIntervalSeconds: options.jobCronIntervalSeconds } : {}),
  });
  // The queue calls the pipeline and the pipeline enqueues: tie the knot through a late binding.
  let pipeline: ReturnType<typeof createMediaPipeline> | null = null;
  const transcodeQueue = createTranscodeQueue({
    jobs,
    work: options.mediaWorker ?? true,
    pollingIntervalSeconds: options.mediaPollSeconds ?? 2,
    retryDelaySec: options.mediaRetryDelaySec ?? 10,
    process: (jobId, run) => pipeline!.process(jobId, run),
  });
  pipeline = createMediaPipeline({
    media: mediaRepository,
    storage,
    workDir: media.work,
    publicRoot: media.public,
    enqueue: (jobId) => transcodeQueue.enqueue(jobId),
  });
  return {
    db,
    jobs,
    demoMedia: options.demoMedia ?? null,
    site: createSiteService({ site }),
    sessions,
    accounts,
    secureCookies: options.secureCookies ?? false,
    catalog: createCatalogService({
      catalog: createCatalogRepository(db),
      site,
      homeCacheMs: options.homeCacheMs ?? 0,
    }),
    search: createSearchService({ backend: createPostgresSearchBackend(db) }),
    channels: createChannelService({ channels: channelRepository, follows: socialRepository }),
    comments,
    episodeCommentTargets: createEpisodeTargets(playlistRepository),
    boards: createBoardService({ boards: createBoardRepository(db), channels: channelRepository, comments }),
    channelStats: createChannelStatsService({ repository: createChannelStatsRepository(db) }),
    ops: createOpsService({
      ops: createOpsRepository(db),
      ledger,
      passwords,
      totp: createTotp(deriveKey(identitySettings.hashKey, 'operator totp')),
      loginLimiter: createMemoryRateLimiter(options.opsLoginRateLimit ?? OPS_LOGIN_LIMIT),
      ...(options.opsClock ? { now: options.opsClock } : {}),
    }),
    analytics: createAnalyticsService({
      analytics: createAnalyticsRepository(db),
      limiter: createMemoryRateLimiter(options.analyticsRateLimit ?? ANALYTICS_RATE_LIMIT),
    }),
    events: createEventService({
      events: eventRepository,
      bonusHearts: identitySettings.bonusHearts,
      now: eventsClock,
    }),
    attendance: createAttendance({ events: eventRepository, ledger, now: eventsClock }),
    coupons: createCoupons({ events: eventRepository, ledger, now: eventsClock }),
    gallery: createGalleryService({
      gallery: createGalleryRepository(db),
      channels: channelRepository,
      ledger,
      subscribedChannels: subscriptionRepository.activeSubscriptionChannelIds,
    }),
    playlists: createPlaylistService({
      playlists: playlistRepository,
      entitlements,
      reactions: socialRepository,
    }),
    purchases: createPurchaseService({
      playlists: playlistRepository,
      purchases: purchaseRepository,
      entitlements,
      ledger,
    }),
    findAccount: createFindAccountService({
      accounts: accountRepository,
      passwords,
      mailer,
      siteUrl: options.siteUrl ?? 'http://localhost:3000',
      requestLimiter: createMemoryRateLimiter(options.findAccountRateLimit ?? FIND_ACCOUNT_RATE_LIMIT),
    }),
    /** The outbox folder when the dev mail box is on and the outbox is the mailer, else null. */
    devMailbox: options.devMailbox && outbox ? outbox.dir : null,
    profileImages: createProfileImageService({
      accounts: accountRepository,
      publicRoot: media.public,
      urlPrefix: PROFILE_IMAGE_PREFIX,
    }),
    ledger,
    subscriptions: createSubscriptionService({ subscriptions: subscriptionRepository, ledger }),
    oauthProviders,
    snsLogin: createSnsLoginService({
      states: createSnsLoginRepository(db),
      users: accountRepository,
      accounts,
      providers: oauthProviders,
      site: oauth,
    }),
    oauthSandbox: oauthProviders.sandbox
      ? createOAuthSandbox({ registration: oauthProviders.sandbox })
      : null,
    payments: createPaymentService({
      payments: createPaymentRepository(db),
      ledger,
      gateway: paymentGateways.gateway,
      site: paymentSettings,
      resultKey: deriveKey(identitySettings.hashKey, 'payment result token'),
    }),
    identity: createIdentityService({
      identities: createIdentityRepository(db),
      providers: identityAdapters.providers,
      ledger,
      hashKey: identitySettings.hashKey,
      bonusHearts: identitySettings.bonusHearts,
      site: identitySettings,
      startLimiter: createMemoryRateLimiter(IDENTITY_START_LIMIT),
    }),
    identitySandbox: identityAdapters.sandbox
      ? createIdentitySandbox({ registration: identityAdapters.sandbox })
      : null,
    paymentSandbox: paymentGateways.sandbox
      ? createPaymentSandbox({ merchant: paymentGateways.sandbox })
      : null,
    playback,
    discovery: createDiscovery({
      db,
      playlists: playlistRepository,
      entitlements,
      flushPositions: () => playback.flush(),
    }),
    rankings: createRankings(db, options.rankings),
    studio: createStudioService({ studio: createStudioRepository(db), pipeline, storage }),
    studioUploadsDir: options.uploadsDir ?? path.join(scratch, 'uploads'),
    media: {
      roots: media,
      storage,
      repository: mediaRepository,
      access: streamAccess,
      pipeline,
      queue: transcodeQueue,
      tokenKey: streamTokenKey,
      delivery: options.mediaDelivery ?? {},
      play: createPlayService({
        media: mediaRepository,
        access: streamAccess,
        tokenKey: streamTokenKey,
        ensurePreview: (contentId) => pipeline!.ensurePreview(contentId),
        resumeAt: playback.resumeAt,
      }),
    },
  };
}

export type Services = ReturnType<typeof createServices>;

export function apiRoutes(services: Services) {
  const viewerOf = services.sessions.viewer;
  return (api: ApiApp) => {
    registerLivenessRoute(api);
    registerOpsRoutes(api, { ops: services.ops, secureCookies: services.secureCookies });
    registerHealthRoutes(api, { ping: () => pingDatabase(services.db), demoMedia: services.demoMedia });
    registerAccountRoutes(api, services);
    registerFindAccountRoutes(api, services.findAccount);
    registerProfileImageRoutes(api, services);
    if (services.devMailbox) registerDevMailRoutes(api, services.devMailbox);
    registerSnsLoginRoutes(api, services);
    if (services.oauthSandbox) registerOAuthSandboxRoutes(api, services.oauthSandbox);
    registerCatalogRoutes(api, services.catalog, viewerOf);
    registerSearchRoutes(api, services.search, viewerOf);
    registerRankingRoutes(api, services.rankings.service, viewerOf);
    registerPlaylistRoutes(api, services.playlists, viewerOf);
    registerChannelRoutes(api, services.channels, viewerOf);
    registerGalleryRoutes(api, { gallery: services.gallery, sessions: services.sessions });
    registerCommentRoutes(api, {
      comments: services.comments,
      episodes: services.episodeCommentTargets,
      sessions: services.sessions,
    });
    registerBoardRoutes(api, {
      boards: services.boards,
      comments: services.comments,
      sessions: services.sessions,
    });
    registerChannelStatsRoutes(api, { stats: services.channelStats, sessions: services.sessions });
    registerAnalyticsRoutes(api, { analytics: services.analytics, sessions: services.sessions });
    registerEventRoutes(api, {
      events: services.events,
      attendance: services.attendance,
      coupons: services.coupons,
      sessions: services.sessions,
    });
    registerNestedCommentRoutes(api, {
      comments: services.comments,
      sessions: services.sessions,
      routes: routes.galleryComments,
      childParam: 'itemId',
      target: services.gallery.commentTarget,
    });
    registerDiscoveryRoutes(api, { discovery: services.discovery, sessions: services.sessions });
    registerPurchaseRoutes(api, { purchases: services.purchases, sessions: services.sessions });
    registerSubscriptionRoutes(api, { subscriptions: services.subscriptions, sessions: services.sessions });
    registerSiteRoutes(api, services.site, viewerOf);
    registerPaymentRoutes(api, {
      payments: services.payments,
      sessions: services.sessions,
      site: services.site,
    });
    if (services.paymentSandbox) registerPaymentSandboxRoutes(api, services.paymentSandbox);
    registerIdentityRoutes(api, services);
    if (services.identitySandbox) registerIdentitySandboxRoutes(api, services.identitySandbox);
    registerMediaRoutes(api, { play: services.media.play, viewerOf });
    registerPlaybackRoutes(api, { playback: services.playback, sessions: services.sessions });
    registerStudioRoutes(api, {
      studio: services.studio,
      sessions: services.sessions,
      uploadsDir: services.studioUploadsDir,
    });
  };
}

/** The plugins that serve protected media outside /api/live, each after its own entitlement check. */
export function mediaPlugins(services: Services) {
  return [
    episodeMediaPlugin({
      privateRoot: services.media.roots.private,
      playlists: services.playlists,
      viewerOf: services.sessions.viewer,
    }),
    galleryMediaPlugin({
      privateRoot: services.media.roots.private,
      gallery: services.gallery,
      viewerOf: services.sessions.viewer,
    }),
    mediaDeliveryPlugin({
      media: services.media.repository,
      access: services.media.access,
      storage: services.media.storage,
      tokenKey: services.media.tokenKey,
      viewerOf: services.sessions.viewer,
      ...services.media.delivery,
    }),
  ];
}
