import path from 'node:path';
import { COMMENT_RATE_PER_MINUTE } from '@sogon/contract/limits';
import type { TBusinessInfo } from '@sogon/contract/schemas/business';
import { type BankSettings, bankSettings } from '#api/adapters/bank/select';
import { type IdentitySettings, identitySettings } from '#api/adapters/identity/select';
import { type MailSettings, mailSettings } from '#api/adapters/mail/select';
import { type OAuthSettings, oauthSettings } from '#api/adapters/oauth/select';
import { type PaymentSettings, paymentSettings } from '#api/adapters/payments/select';
import type { RateLimit } from '#api/adapters/rate-limit/attempt-limiter';
import type { RedisConnection } from '#api/adapters/redis/connection';
import { type StorageSettings, storageSettings } from '#api/adapters/storage/select';
import type { Config } from '#api/config';
import { createDrainState, type DrainState } from '#api/lib/drain';
import { type MediaRoots, mediaRoots } from '#api/media/roots';
import { OWASP_ARGON2ID, type PasswordParams } from '#api/modules/account';
import { ENTITLEMENT_CACHE_MS, OFFLINE_LICENCE_SEC } from '#api/modules/media';
import { BUFFER_DEFAULTS, EPISODE_CACHE_MS } from '#api/modules/playback';
import type { DemoMediaProgress } from '#api/seed/demo-progress';

/** Every rate limit the modules enforce, by what it protects. */
export interface RateLimits {
  /** Failed logins per account (config LOGIN_RATE_LIMIT in five minutes). */
  loginAccount: RateLimit;
  /** Failed logins per client address (config LOGIN_ADDRESS_RATE_LIMIT in five minutes). */
  loginAddress: RateLimit;
  /** Reset-mail requests per IP and per address. */
  findAccount: RateLimit;
  /** Comments per member. */
  comment: RateLimit;
  /** Page views and session pings per browser. */
  analytics: RateLimit;
  /** Operator sign-in attempts per e-mail and per address. */
  opsLogin: RateLimit;
  /** Fresh authenticator codes per operator before a money or hearts action. */
  opsReauth: RateLimit;
  /** Identity verification starts (Kakao requests, PASS popups) per member. */
  identityStart: RateLimit;
}

const FIVE_MINUTES = 5 * 60 * 1000;

/** The limits that are not configured: the same in every deployment and in tests. */
export const FIXED_LIMITS = {
  /** At most 5 reset mails in 15 minutes. */
  findAccount: { limit: 5, windowMs: 15 * 60 * 1000 },
  /** Boards and comments (issue 5): at most COMMENT_RATE_PER_MINUTE a minute. */
  comment: { limit: COMMENT_RATE_PER_MINUTE, windowMs: 60 * 1000 },
  /** 120 a minute is far above a person reading pages. */
  analytics: { limit: 120, windowMs: 60 * 1000 },
  opsLogin: { limit: 10, windowMs: 15 * 60 * 1000 },
  /** 5 codes in 15 minutes: a person mistyping twice is fine, guessing 10^6 codes is not. */
  opsReauth: { limit: 5, windowMs: 15 * 60 * 1000 },
  identityStart: { limit: 10, windowMs: 10 * 60 * 1000 },
} as const satisfies Partial<RateLimits>;

/**
 * Everything the application is built from, read once (ADR 031). Every field is required: the
 * production values come from the environment in `settingsFromConfig`, the test harness builds
 * its own (apps/api/test/settings.ts) and moves `clock` where a story needs it.
 */
export interface AppSettings {
  /** The one clock the modules read (sessions of the console, check-in days, rankings, playback, HLS grants). */
  clock: () => Date;
  /** 기다무 terms a new playlist starts with (WAIT_FREE_DEFAULT; absent: off). */
  waitFreeDefault?: { hours: number; excludeNewest: number; rentalHours: number };
  /** Public origin for links in mails and callbacks. */
  siteUrl: string;
  /** Set cookies with Secure (the site is served over https). */
  secureCookies: boolean;
  passwords: PasswordParams;
  limits: RateLimits;
  /** Shared state for every node (REDIS_URL): limits, flow state, the change feed; null keeps them in memory. */
  redis: RedisConnection | null;
  mail: MailSettings;
  media: {
    roots: MediaRoots;
    /** Unfinished studio uploads (DATA_DIR/uploads). */
    uploadsDir: string;
    /** The driver of every media store: packages, public and private pictures (selectMediaStores). */
    storage: StorageSettings;
    /** Run transcode jobs in this process; false only enqueues them. */
    worker: boolean;
    /** Seconds between queue polls of the transcode worker. */
    pollSeconds: number;
    /** Seconds before the queue retries a failed transcode (growing). */
    retryDelaySec: number;
    /** How long a full-length segment trusts an entitlement check. */
    entitlementCacheMs: number;
    /** How long an offline licence (a saved episode) lasts before the app must go online (issue 21). */
    offlineLicenceSec: number;
  };
  /** Reuse answers every visitor shares (the home page, playlist pages) this long; 0 computes each. */
  homeCacheMs: number;
  /** Reuse the first page of a keyword asked again this long (per audience); 0 computes every search. */
  searchCacheMs: number;
  /** Keep a live session this long (evicted on any change to the member); 0 reads it every request. */
  sessionCacheMs: number;
  /** How often pg-boss looks for due periodic jobs (seconds); null keeps pg-boss's own intervals. */
  jobCronIntervalSeconds: number | null;
  /** The playback write buffer: flush period, size trigger and the episode facts cache. */
  playback: { flushEveryMs: number; maxKeys: number; episodeCacheMs: number };
  oauth: OAuthSettings;
  payments: PaymentSettings;
  /** Payout accounts' 계좌실명조회: open banking, or the local sandbox bank. */
  bank: BankSettings;
  identity: IdentitySettings;
  /** The first start's demo publishing, reported by the health answer; null when nothing is seeded. */
  demoMedia: DemoMediaProgress | null;
  /** Set on SIGTERM: the health routes answer 503 while the server drains. */
  drain: DrainState;
  /** Days of raw access log kept before the daily retention job deletes them. */
  accessLogRetentionDays: number;
  /** The service's business details (BUSINESS_*): the footer, and the buyer on creators' tax invoices. */
  business: TBusinessInfo;
}

/** Production defaults of the tunables that are not environment variables. */
export const RUNTIME_DEFAULTS = {
  mediaPollSeconds: 2,
  mediaRetryDelaySec: 10,
  entitlementCacheMs: ENTITLEMENT_CACHE_MS,
  offlineLicenceSec: OFFLINE_LICENCE_SEC,
  homeCacheMs: 10_000,
  searchCacheMs: 10_000,
  sessionCacheMs: 5_000,
  jobCronIntervalSeconds: null,
  playback: { ...BUFFER_DEFAULTS, episodeCacheMs: EPISODE_CACHE_MS },
} as const;

/**
 * The settings of a server or worker from the parsed environment. Half-configured providers and
 * sandboxes that are not allowed stop the start-up here, for the site and the worker alike.
 */
export async function settingsFromConfig(
  config: Config,
  runtime: { redis: RedisConnection | null; demoMedia: DemoMediaProgress | null; drain?: DrainState },
): Promise<AppSettings> {
  const roots = mediaRoots(config.DATA_DIR);
  return {
    clock: () => new Date(),
    waitFreeDefault: config.WAIT_FREE_DEFAULT,
    siteUrl: config.SITE_URL,
    secureCookies: config.SITE_URL.startsWith('https:'),
    passwords: OWASP_ARGON2ID,
    limits: {
      loginAccount: { limit: config.LOGIN_RATE_LIMIT, windowMs: FIVE_MINUTES },
      loginAddress: { limit: config.LOGIN_ADDRESS_RATE_LIMIT, windowMs: FIVE_MINUTES },
      ...FIXED_LIMITS,
    },
    redis: runtime.redis,
    mail: mailSettings(config),
    media: {
      roots,
      uploadsDir: path.join(config.DATA_DIR, 'uploads'),
      storage: storageSettings(config, roots.store),
      worker: config.MEDIA_WORKER,
      pollSeconds: RUNTIME_DEFAULTS.mediaPollSeconds,
      retryDelaySec: RUNTIME_DEFAULTS.mediaRetryDelaySec,
      entitlementCacheMs: RUNTIME_DEFAULTS.entitlementCacheMs,
      offlineLicenceSec: RUNTIME_DEFAULTS.offlineLicenceSec,
    },
    homeCacheMs: RUNTIME_DEFAULTS.homeCacheMs,
    searchCacheMs: RUNTIME_DEFAULTS.searchCacheMs,
    sessionCacheMs: RUNTIME_DEFAULTS.sessionCacheMs,
    jobCronIntervalSeconds: config.JOB_CRON_INTERVAL_SECONDS ?? RUNTIME_DEFAULTS.jobCronIntervalSeconds,
    playback: { ...RUNTIME_DEFAULTS.playback },
    oauth: oauthSettings(config),
    payments: paymentSettings(config),
    bank: bankSettings(config),
    identity: await identitySettings(config),
    demoMedia: runtime.demoMedia,
    drain: runtime.drain ?? createDrainState(),
    accessLogRetentionDays: config.ACCESS_LOG_RETENTION_DAYS,
    business: config.business,
  };
}
