import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { ledgerTransactions } from './hearts.ts';
import { sessions, users } from './users.ts';

export const IDENTITY_PROVIDERS = ['kakao', 'pass'] as const;
export const IDENTITY_REQUEST_KINDS = ['kakao', 'pass', 'fapass'] as const;

/**
 * A verification in flight: started by one member in one session, answered by one provider
 * result carrying its nonce, spent by the first PUT /v1/user/authentication that uses it.
 */
export const identityRequests = pgTable(
  'identity_requests',
  {
    /** Random and public: the Kakao status id, and the PASS `state`. */
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: bigint('session_id', { mode: 'number' })
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: IDENTITY_PROVIDERS }).notNull(),
    kind: text('kind', { enum: IDENTITY_REQUEST_KINDS }).notNull(),
    /** SHA-256 of the nonce the provider signs into its result. */
    nonceHash: bytea('nonce_hash').notNull(),
    /** The nonce itself, needed to check a Kakao result; cleared when the request is spent. */
    nonce: text('nonce'),
    /** The provider's id for it (Kakao receipt id, NICE token version id). */
    providerTxId: text('provider_tx_id'),
    /** What the provider's return needs to be read (NICE per-request keys); cleared when spent. */
    providerState: text('provider_state'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until when a result for it is accepted (the provider's window plus the result's life). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('identity_requests_nonce_key').on(t.nonceHash),
    index('identity_requests_user_idx').on(t.userId, t.createdAt.desc()),
    index('identity_requests_provider_tx_idx')
      .on(t.provider, t.providerTxId)
      .where(sql`${t.providerTxId} is not null`),
  ],
);

/**
 * Who a member was verified as. Only name, birth date, gender and keyed hashes (HMAC with
 * IDENTITY_HASH_KEY) of CI and DI are kept; never the phone number or a resident number.
 * One person may verify several accounts (the CI hash is not unique here).
 */
export const identityVerifications = pgTable(
  'identity_verifications',
  {
    userId: bigint('user_id', { mode: 'number' })
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: IDENTITY_PROVIDERS }).notNull(),
    name: text('name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: ['M', 'F'] }).notNull(),
    ciHash: bytea('ci_hash').notNull(),
    diHash: bytea('di_hash').notNull(),
    firstVerifiedAt: timestamp('first_verified_at', { withTimezone: true }).notNull().defaultNow(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('identity_verifications_ci_idx').on(t.ciHash),
    /** First verifications per day (the console dashboard). */
    index('identity_verifications_first_idx').on(t.firstVerifiedAt),
  ],
);

/** One person, one benefit: the first verification of a CI claims it, for good. */
export const identityBenefits = pgTable('identity_benefits', {
  ciHash: bytea('ci_hash').primaryKey(),
  userId: bigint('user_id', { mode: 'number' })
    .notNull()
    .references(() => users.id),
  /** The ledger grant that paid it. */
  transactionId: bigint('transaction_id', { mode: 'number' }).references(() => ledgerTransactions.id),
  grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
});
