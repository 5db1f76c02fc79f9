import { bigint, bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One page view (POST /v1/log/access): the page, where it came from, and the partner that sent
 * the visitor (p_id), for partner campaign reports. No IP address and no user agent are kept.
 */
export const accessLogs = pgTable(
  'access_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The signed-in member (from the session, never from the body), null for visitors. */
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    pid: text('pid').notNull().default(''),
    sid: text('sid').notNull().default(''),
    /** The browser's own id (x-uuid): counts distinct visitors without knowing who they are. */
    uuid: text('uuid').notNull().default(''),
    url: text('url').notNull(),
    referer: text('referer').notNull().default(''),
    client: text('client').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('access_logs_pid_idx').on(t.pid, t.createdAt),
    index('access_logs_created_idx').on(t.createdAt),
  ],
);

/** A browsing session (POST /v1/analytics/log/user start and stop): how long people stay. */
export const analyticsSessions = pgTable(
  'analytics_sessions',
  {
    /** The tab's session id, made by the browser. */
    id: text('id').primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    uuid: text('uuid').notNull().default(''),
    pid: text('pid').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    /** Seconds from start to the last stop. */
    durationSec: integer('duration_sec').notNull().default(0),
  },
  (t) => [index('analytics_sessions_started_idx').on(t.startedAt)],
);
