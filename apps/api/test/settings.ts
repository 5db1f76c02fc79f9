import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { DEFAULT_MAIL_FROM } from '#api/adapters/mail/types';
import { type AppSettings, FIXED_LIMITS, type RateLimits, RUNTIME_DEFAULTS } from '#api/app/settings';
import { createDrainState } from '#api/lib/drain';
import { type MediaRoots, mediaRoots } from '#api/media/roots';
import { LOGIN_ACCOUNT_LIMIT, LOGIN_ADDRESS_LIMIT } from '#api/modules/account';
import { ACCESS_LOG_RETENTION_DEFAULT_DAYS } from '#api/modules/partners';

/** Cheap argon2id for tests: the same code path, a fraction of the memory and time. */
export const TEST_PASSWORD_PARAMS = { memoryKiB: 1024, timeCost: 1, parallelism: 1 };

/** What a test changes; nested groups merge field by field with the defaults below. */
export type TestSettings = Partial<Omit<AppSettings, 'limits' | 'mail' | 'media' | 'playback'>> & {
  limits?: Partial<RateLimits>;
  mail?: Partial<AppSettings['mail']>;
  media?: Partial<AppSettings['media']>;
  playback?: Partial<AppSettings['playback']>;
};

const SITE = 'http://localhost:3000';
const SANDBOX = 'http://127.0.0.1:3000';

/**
 * The settings of an API under test: the production shape with everything under `scratch`,
 * sandboxed providers, a throwaway hash key, cheap password hashing, the home answer, search
 * and sessions read every time, and the real clock unless the test brings its own.
 */
export function testSettings(scratch: string, overrides: TestSettings = {}, roots?: MediaRoots): AppSettings {
  const media = roots ?? mediaRoots(scratch);
  const { limits, mail, media: mediaOverrides, playback, ...rest } = overrides;
  return {
    clock: () => new Date(),
    siteUrl: SITE,
    secureCookies: false,
    passwords: TEST_PASSWORD_PARAMS,
    redis: null,
    homeCacheMs: 0,
    searchCacheMs: 0,
    sessionCacheMs: 0,
    jobCronIntervalSeconds: null,
    oauth: { siteUrl: SITE, sandboxBaseUrl: SANDBOX, sandboxAllowed: true, credentials: {} },
    payments: { siteUrl: SITE, sandboxBaseUrl: SANDBOX, sandboxAllowed: true, settlebank: null },
    bank: { openBanking: null, sandboxAllowed: true, sandboxBaseUrl: SANDBOX },
    identity: {
      siteUrl: SITE,
      sandboxBaseUrl: SANDBOX,
      sandboxAllowed: true,
      hashKey: randomBytes(32),
      bonusHearts: 30,
      kakao: null,
      pass: null,
    },
    demoMedia: null,
    drain: createDrainState(),
    accessLogRetentionDays: ACCESS_LOG_RETENTION_DEFAULT_DAYS,
    business: { name: '주식회사 소곤', registrationNumber: '123-45-67890' },
    ...rest,
    limits: {
      loginAccount: LOGIN_ACCOUNT_LIMIT,
      loginAddress: LOGIN_ADDRESS_LIMIT,
      ...FIXED_LIMITS,
      ...limits,
    },
    mail: {
      from: DEFAULT_MAIL_FROM,
      outboxDir: path.join(scratch, 'mail', 'outbox'),
      devMailbox: false,
      smtp: null,
      retryDelaySec: 1,
      ...mail,
    },
    media: {
      roots: media,
      uploadsDir: path.join(scratch, 'uploads'),
      storage: { driver: 'local', root: media.store },
      worker: true,
      pollSeconds: RUNTIME_DEFAULTS.mediaPollSeconds,
      retryDelaySec: RUNTIME_DEFAULTS.mediaRetryDelaySec,
      entitlementCacheMs: RUNTIME_DEFAULTS.entitlementCacheMs,
      offlineLicenceSec: RUNTIME_DEFAULTS.offlineLicenceSec,
      ...mediaOverrides,
    },
    playback: { ...RUNTIME_DEFAULTS.playback, ...playback },
  };
}
