import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { playlists } from './catalog.ts';

/**
 * What PostgreSQL search matches a playlist on: title, channel name and tags in one text, and the
 * same text as 초성 (빗소리 → ㅂㅅㄹ). Kept by triggers on playlists and channels (migration
 * 0007_search), so every writer — the app, the demo seed, psql — keeps it current. A separate
 * table so a dedicated engine can replace it without touching the catalog tables.
 */
export const playlistSearch = pgTable(
  'playlist_search',
  {
    playlistId: bigint('playlist_id', { mode: 'number' })
      .primaryKey()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    searchText: text('search_text').notNull(),
    searchChosung: text('search_chosung').notNull().generatedAlwaysAs(sql`hangul_chosung(search_text)`),
    /**
     * The same text decomposed into jamo (NFD: 빗 → ᄇ ᅵ ᆺ), stored (migration 0020) so the typo
     * search's trigram recheck reads it instead of normalizing every candidate row.
     */
    searchJamo: text('search_jamo').notNull().generatedAlwaysAs(sql`normalize(search_text, NFD)`),
    /**
     * Who may find the playlist, copied from playlists and channels (migration 0013): 0 nobody
     * (not published), 1 everyone, 2 verified adults with adult mode on. A query ranks its hits
     * here without reading every matching playlist.
     */
    audience: smallint('audience').notNull().default(0),
    /** Characters of the title at the head of search_text: a title hit ranks higher. */
    titleLength: integer('title_length').notNull().default(0),
    /**
     * Characters of the channel name after the title (and one space) in search_text; the tags
     * follow it (migration 0019). Ranks tag hits above channel-name hits, and keeps channel-only
     * hits out of a 초성 search.
     */
    channelLength: integer('channel_length').notNull().default(0),
    openDt: timestamp('open_dt', { withTimezone: true }),
  },
  (t) => [
    index('playlist_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('playlist_search_chosung_trgm_idx').using('gin', t.searchChosung.op('gin_trgm_ops')),
    /**
     * Typo tolerance (migration 0019): trigrams of the text decomposed into jamo (NFD), so a
     * one-syllable typo (빗솔리 for 빗소리) still shares most of its trigrams with the word.
     */
    index('playlist_search_jamo_trgm_idx').using('gin', t.searchJamo.op('gin_trgm_ops')),
  ],
);

/**
 * The term index (migrations 0031, 0040, issue 19): every substring of every word of a playlist's
 * title, channel name and tags, lower-cased (kind 0), and of the 초성 of its title and tag words
 * (kind 1), with the relevance of the best place it occurs and the playlist's audience and open
 * date. Kept by a trigger on playlist_search; modules/search/term-index.ts reads it.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    playlistId: bigint('playlist_id', { mode: 'number' })
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    kind: smallint('kind').notNull(),
    /** Collation "C" (in the migration). */
    term: text('term').notNull(),
    /** The relevance, with the whole-title bonus (the term is the whole title). */
    score: real('score').notNull(),
    audience: smallint('audience').notNull(),
    openDt: timestamp('open_dt', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.kind, t.term] }),
    // INCLUDE (audience, open_dt) in the migration (0040): a keyword's rows in rank order, index-only.
    // drizzle cannot write INCLUDE nor term's collation: see migrations/README.md.
    index('search_terms_lookup_idx').on(
      t.kind,
      t.term,
      t.score.desc().nullsFirst(),
      t.playlistId.desc().nullsFirst(),
    ),
  ],
);

/** Words of titles and tags (lower-cased) for typo tolerance, by trigrams of their jamo (migration 0031). */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    jamo: text('jamo').notNull().generatedAlwaysAs(sql`normalize(word, NFD)`),
  },
  (t) => [index('search_words_jamo_trgm_idx').using('gin', t.jamo.op('gin_trgm_ops'))],
);

/**
 * Searches per Seoul day and keyword (migration 0053): what 인기 검색어 sums over the last days.
 * Only first pages that found something a visitor may see are counted (search/popular-keywords.ts).
 */
export const searchKeywordDays = pgTable(
  'search_keyword_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    keyword: text('keyword').notNull(),
    searches: bigint('searches', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'search_keyword_days_pk', columns: [t.day, t.keyword] }),
    check('search_keyword_days_keyword', sql`char_length(${t.keyword}) BETWEEN 1 AND 50`),
    check('search_keyword_days_searches', sql`${t.searches} > 0`),
  ],
);
