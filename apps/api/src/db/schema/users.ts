import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The login id: the e-mail address for email members, provider-scoped id otherwise. */
    uid: text('uid').notNull(),
    provider: text('provider').notNull(),
    providerUserId: text('provider_user_id'),
    passwordHash: text('password_hash'),
    username: text('username').notNull(),
    profileImg: text('profile_img').notNull().default(''),
    /** Partner id the member arrived with (cookie `p_id` at sign-up). */
    pid: text('pid').notNull().default(''),
    alarmCheck: smallint('alarm_check').notNull().default(0),
    isPaid: boolean('is_paid').notNull().default(false),
    authEvent: smallint('auth_event').notNull().default(0),
    isAuth: boolean('is_auth').notNull().default(false),
    /** Adult-status enum of spec section 3: 0 not set, 1 true, 2 false. */
    isAdult: smallint('is_adult').notNull().default(0),
    adultMode: boolean('adult_mode').notNull().default(false),
    status: text('status', { enum: ['active', 'blocked', 'exited'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    exitedAt: timestamp('exited_at', { withTimezone: true }),
    /** SHA-256 of provider + login id, kept after resign so the same identity is recognised. */
    exitedIdentity: bytea('exited_identity'),
    exitReason: text('exit_reason'),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    /** When the member confirmed being 14 or older at sign-up; null when the client did not send it. */
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_provider_uid_key')
      .on(t.provider, sql`lower(${t.uid})`)
      .where(sql`${t.status} <> 'exited'`),
    uniqueIndex('users_provider_subject_key')
      .on(t.provider, t.providerUserId)
      .where(sql`${t.status} <> 'exited' and ${t.providerUserId} is not null`),
    index('users_exited_identity_idx').on(t.exitedIdentity).where(sql`${t.exitedIdentity} is not null`),
    /** Sign-ups per day (the console dashboard). */
    index('users_created_idx').on(t.createdAt),
    /** Members who came through a partner, by join time (the partner report's sign-ups). */
    index('users_pid_created_idx').on(t.pid, t.createdAt).where(sql`${t.pid} <> ''`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the opaque token; the token itself is never stored. */
    tokenHash: bytea('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** An OAuth authorize redirect in flight: single use, short-lived, bound to the browser by cookie. */
export const oauthStates = pgTable('oauth_states', {
  /** SHA-256 of the state value; the state itself travels only in the redirect and a cookie. */
  stateHash: bytea('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  returnTo: text('return_to').notNull().default('/'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A mailed password-reset link (find account): single use, short-lived, stored as a hash. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);
