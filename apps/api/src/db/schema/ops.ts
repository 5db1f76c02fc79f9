import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

/**
 * The people who run 소곤 (issue 17): their own accounts, never members, created by the CLI
 * (the first) or by an operator. The TOTP secret is stored encrypted (AES-256-GCM under a key
 * derived from IDENTITY_HASH_KEY), the password as an argon2id hash.
 */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: text('role', { enum: ['operator', 'support', 'finance'] }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** iv ‖ tag ‖ ciphertext of the base32 TOTP secret. */
    totpSecret: bytea('totp_secret').notNull(),
    /** The last TOTP step accepted: a code is good once (RFC 6238 §5.2). */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('operators_email_key').on(t.email)],
);

/** An operator's sign-in: shorter than a member's, ended by logout or disabling the operator. */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    tokenHash: bytea('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
  },
  (t) => [uniqueIndex('operator_sessions_token_hash_key').on(t.tokenHash)],
);

/**
 * Every state-changing operator action, written in the transaction of the change. Append-only:
 * a trigger refuses UPDATE and DELETE (migration 0021), whoever asks.
 */
export const opsAudit = pgTable(
  'ops_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id),
    action: text('action').notNull(),
    /** `member:12`, `comment:3`… */
    target: text('target').notNull(),
    reason: text('reason').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('ops_audit_target_idx').on(t.target), index('ops_audit_at_idx').on(t.at)],
);
