import path from 'node:path';
import { businessTexts } from '@sogon/contract/messages/business';
import { BUSINESS_FIELDS, type TBusinessInfo, ZBusinessInfo } from '@sogon/contract/schemas/business';
import { z } from 'zod';
import { ACCESS_LOG_RETENTION_DEFAULT_DAYS } from '#api/modules/partners';
import { DEFAULT_MAIL_FROM } from './adapters/mail/types.ts';
import { DEFAULT_TRACE_SERVICE_NAME } from './observability/tracing.ts';

/** The configured business details, with a demo's plausible ones for each detail not set. */
function withDemoBusiness(configured: TBusinessInfo, demo: boolean): TBusinessInfo {
  if (!demo) return configured;
  const filled: TBusinessInfo = { ...configured };
  for (const field of BUSINESS_FIELDS) filled[field] ??= businessTexts.demo[field];
  return filled;
}

/** A BUSINESS_* variable: validated like the footer reads it; empty counts as not set. */
function business<K extends keyof TBusinessInfo>(field: K) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    ZBusinessInfo.shape[field],
  );
}

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('localhost'),
  /** Embedded PostgreSQL cluster, generated media and uploads live here. */
  DATA_DIR: z.string().default('./data'),
  /** External PostgreSQL; without it an embedded server is started under DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  /**
   * A streaming replica of DATABASE_URL for lag-tolerant reads (catalog, search, rankings,
   * statistics); a member reads their own writes from the primary until the replica has them.
   */
  DATABASE_REPLICA_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().url().optional(),
  ),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  /** Public origin used in share links and Open Graph tags. */
  SITE_URL: z.string().url().optional(),
  /**
   * On SIGTERM, answer health checks with 503 this long (ms) before closing the listener, so a
   * load balancer takes the server out first (its checks' fall × interval); 0 for a single server.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** How often pg-boss looks for due periodic jobs (seconds); unset keeps pg-boss's own intervals. */
  JOB_CRON_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(60).optional(),
  /** Bearer token for GET /metrics (Prometheus); unset, the route does not exist. */
  METRICS_TOKEN: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().min(16, 'at least 16 characters').optional(),
  ),
  /** Log queries that take at least this long (ms), with the request they ran for; 0 logs none. */
  SLOW_QUERY_MS: z.coerce.number().int().min(0).default(500),
  /**
   * OTLP/HTTP collector (http://collector:4318): set, requests, queries and outgoing calls are
   * traced there (observability/tracing.ts reads it before the app loads; here it is checked).
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().url().optional(),
  ),
  /** The service name on the traces. */
  OTEL_SERVICE_NAME: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().default(DEFAULT_TRACE_SERVICE_NAME),
  ),
  /** Headers for the collector (`key=value,key2=value2`, e.g. an API key). */
  OTEL_EXPORTER_OTLP_HEADERS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Seed demo content on first start (default on). */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** Partner ids matching this pattern are adult partners (spec section 4). */
  ADULT_PARTNER_PATTERN: z.string().default('^(adult|19)[_-]'),
  /**
   * 기다무 terms a new playlist starts with (ADR 066): "hours,newest excluded,rental hours", e.g.
   * "24,1,72"; the creator and the console change them per playlist. Default off ("0,0,0").
   */
  WAIT_FREE_DEFAULT: z
    .string()
    .regex(/^\d{1,3},\d{1,3},\d{1,3}$/)
    .default('0,0,0')
    .transform((value) => {
      const [hours, excludeNewest, rentalHours] = value.split(',').map(Number) as [number, number, number];
      return { hours, excludeNewest, rentalHours };
    })
    .refine((terms) => terms.hours <= 720 && terms.rentalHours <= 720),
  /** Failed logins allowed per account in five minutes (a success starts the account afresh). */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Failed logins allowed per client address (IPv6: per /64) in five minutes; sized for carrier NAT. */
  LOGIN_ADDRESS_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
  /**
   * Days of raw access log kept (page views with their p_id); older rows are deleted daily
   * after their days are rolled up into the partner report's daily figures.
   */
  ACCESS_LOG_RETENTION_DAYS: z.coerce
    .number()
    .int()
    .min(2)
    .max(3650)
    .default(ACCESS_LOG_RETENTION_DEFAULT_DAYS),
  /** Redis shared by every node (rate limits, flow state, cache invalidation); without it, process memory. */
  REDIS_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .url()
      .refine((value) => /^rediss?:\/\//.test(value), 'must start with redis:// or rediss://')
      .optional(),
  ),
  SITE_VERIFICATION_GOOGLE: z.string().default(''),
  SITE_VERIFICATION_NAVER: z.string().default(''),
  /** The operator's business details in every page's footer; one not set shows a marked example. */
  BUSINESS_NAME: business('name'),
  BUSINESS_REPRESENTATIVE: business('representative'),
  /** 사업자등록번호, ten digits (hyphens optional); also links the 공정거래위원회 lookup. */
  BUSINESS_REGISTRATION_NUMBER: business('registrationNumber'),
  BUSINESS_MAIL_ORDER_NUMBER: business('mailOrderNumber'),
  BUSINESS_ADDRESS: business('address'),
  BUSINESS_PHONE: business('phone'),
  BUSINESS_EMAIL: business('email'),
  /** 고객센터 운영 시간, e.g. "평일 10:00~18:00 (주말·공휴일 휴무)". */
  BUSINESS_SUPPORT_HOURS: business('supportHours'),
  BUSINESS_HOSTING_PROVIDER: business('hostingProvider'),
  /** Sender of the service's mails, `Name <address>` or a bare address. */
  MAIL_FROM: z.string().min(3).default(DEFAULT_MAIL_FROM),
  /**
   * The SMTP server mail goes through: one URL (smtp://user:password@host:587, smtps://… for
   * implicit TLS) or the SMTP_HOST group. Without either, mails are .eml files in the outbox.
   */
  SMTP_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .url()
      .refine((value) => /^smtps?:\/\//.test(value), 'must start with smtp:// or smtps://')
      .optional(),
  ),
  SMTP_HOST: z.preprocess((value) => (value === '' ? undefined : value), z.string().optional()),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  /** Implicit TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  SMTP_SECURE: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  /** Keep the .eml outbox as the mailer of a public production site (nothing is delivered). */
  MAIL_OUTBOX: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /**
   * Serve the outbox at /dev/mail (it shows live reset links). Unset: on outside production only;
   * the browser journeys' site sets it, since `npm start` runs in production mode.
   */
  DEV_MAILBOX: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true' || value === '1')),
  /** Social login apps; a provider without a client id runs on the local sandbox (if allowed). */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  KAKAO_CLIENT_ID: z.string().optional(),
  KAKAO_CLIENT_SECRET: z.string().optional(),
  NAVER_CLIENT_ID: z.string().optional(),
  NAVER_CLIENT_SECRET: z.string().optional(),
  /** Serve the local sandbox OAuth provider for providers without credentials (default on). */
  OAUTH_SANDBOX: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** SettleBank (Hecto Financial) merchant; without it payments run on the local sandbox gateway. */
  SETTLEBANK_MCHT_ID: z.string().optional(),
  /** The hash (license) key that signs requests and notifications. */
  SETTLEBANK_KEY: z.string().optional(),
  /** The 32-character AES-256 key for amounts and personal data. */
  SETTLEBANK_AES_KEY: z.string().optional(),
  /** Payment window host (test: https://tbnpg.settlebank.co.kr). */
  SETTLEBANK_BASE_URL: z.string().url().default('https://npg.settlebank.co.kr'),
  /** Non-UI API host for cancels (test: https://tbgw.settlebank.co.kr). */
  SETTLEBANK_API_URL: z.string().url().default('https://gw.settlebank.co.kr'),
  /** Serve the local sandbox payment gateway when no SettleBank merchant is set (default on). */
  PAYMENTS_SANDBOX: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** Open banking (금융결제원) client for 계좌실명조회 of payout accounts; without it the local sandbox bank. */
  OPEN_BANKING_CLIENT_ID: z.string().optional(),
  OPEN_BANKING_CLIENT_SECRET: z.string().optional(),
  /** Open banking API host (test bed: https://testapi.openbanking.or.kr). */
  OPEN_BANKING_API_URL: z.string().url().default('https://openapi.openbanking.or.kr'),
  /** Serve the local sandbox bank when no open banking client is set (default on). */
  BANK_SANDBOX: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** Serve the local identity sandbox for Kakao certificate / PASS without credentials (default on). */
  IDENTITY_SANDBOX: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  /** Secret for the keyed hashes of CI/DI (hex or base64, ≥ 32 bytes); generated into DATA_DIR if absent. */
  IDENTITY_HASH_KEY: z.string().optional(),
  /** Bonus hearts for a person's first identity verification (one per person). */
  IDENTITY_BONUS_HEARTS: z.coerce.number().int().min(1).max(10_000).default(30),
  /** Kakao certificate through Barocert (Linkhub): LinkID, secret key and 12-digit client code. */
  KAKAO_CERT_LINK_ID: z.string().optional(),
  KAKAO_CERT_SECRET_KEY: z.string().optional(),
  KAKAO_CERT_CLIENT_CODE: z.string().optional(),
  KAKAO_CERT_API_URL: z.string().url().default('https://barocert.linkhub.co.kr'),
  KAKAO_CERT_AUTH_URL: z.string().url().default('https://auth.linkhub.co.kr'),
  /** PASS phone check through the NICE 통합인증 window: API client and product. */
  PASS_CLIENT_ID: z.string().optional(),
  PASS_CLIENT_SECRET: z.string().optional(),
  PASS_PRODUCT_ID: z.string().default('2101979031'),
  PASS_API_URL: z.string().url().default('https://svc.niceapi.co.kr:22001'),
  /** Where media objects live: local disk under DATA_DIR (default) or an S3-compatible bucket. */
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  /** S3-compatible endpoint (https://…); unset means AWS S3 itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Address buckets as endpoint/bucket (MinIO and most self-hosted servers) instead of bucket.endpoint. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /** Run transcode jobs in this process (default on); off when separate workers run them. */
  MEDIA_WORKER: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((value) => value === 'true' || value === '1'),
  PASS_WINDOW_URL: z.string().url().default('https://nice.checkplus.co.kr/CheckPlusSafeModel/service.cb'),
});

export type Config = ReturnType<typeof loadConfig>;

/** Parses the environment once at start-up; a wrong value stops the process with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  if (value.DATABASE_REPLICA_URL && !value.DATABASE_URL) {
    throw new Error(
      'Invalid environment:\n  DATABASE_REPLICA_URL: needs DATABASE_URL (the embedded server has no replica)',
    );
  }
  return {
    ...value,
    DATA_DIR: path.resolve(value.DATA_DIR),
    SITE_URL: value.SITE_URL ?? `http://localhost:${value.PORT}`,
    DEV_MAILBOX: value.DEV_MAILBOX ?? value.NODE_ENV !== 'production',
    /**
     * For the web's footer (main.ts hands it over as SOGON_BUSINESS_INFO). A demo (SEED_DEMO)
     * fills what is not set with plausible details (issue 39), so its footer says no 예시.
     */
    business: withDemoBusiness(
      {
        name: value.BUSINESS_NAME,
        representative: value.BUSINESS_REPRESENTATIVE,
        registrationNumber: value.BUSINESS_REGISTRATION_NUMBER,
        mailOrderNumber: value.BUSINESS_MAIL_ORDER_NUMBER,
        address: value.BUSINESS_ADDRESS,
        phone: value.BUSINESS_PHONE,
        email: value.BUSINESS_EMAIL,
        supportHours: value.BUSINESS_SUPPORT_HOURS,
        hostingProvider: value.BUSINESS_HOSTING_PROVIDER,
      },
      value.SEED_DEMO,
    ),
  };
}
