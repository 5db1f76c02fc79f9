import { bigint, bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { playlists } from './catalog.ts';

export const banners = pgTable(
  'banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Where the banner shows: main, charge, playlist, event, ... */
    type: text('type').notNull(),
    /** Audience grade: all, member, adult. */
    grade: text('grade').notNull().default('all'),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url').notNull().default(''),
    playlistId: bigint('playlist_id', { mode: 'number' }).references(() => playlists.id, {
      onDelete: 'cascade',
    }),
    isAdult: boolean('is_adult').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    /** Text alternative of the image (the console requires it; '' for the demo's decorative art). */
    imageAlt: text('image_alt').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Set when an operator hides the banner: members never see it again until it is shown. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_type_idx').on(t.type, t.sort)],
);

export const notices = pgTable('notices', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  isPinned: boolean('is_pinned').notNull().default(false),
  /** Members see the notice from this instant on (a later one schedules it). */
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const faqs = pgTable('faqs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  category: text('category').notNull(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sort: integer('sort').notNull().default(0),
  hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The home page's popup (메인 팝업): one row (id 1), shown between `starts_at` (inclusive) and
 * `ends_at` (exclusive) by the API's clock. Seeded with the spec's window and texts.
 */
export const sitePopup = pgTable('site_popup', {
  id: integer('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull().default(''),
  imageUrl: text('image_url').notNull().default(''),
  imageAlt: text('image_alt').notNull().default(''),
  linkUrl: text('link_url').notNull().default(''),
  linkLabel: text('link_label').notNull().default(''),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Records which one-time seeds have run, so a second start does not seed again. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
