import { createHash } from 'node:crypto';
import {
  SEARCH_PAGE_SIZE,
  type TSearchMatch,
  type TSearchPage,
  type TSearchSort,
} from '@sogon/contract/schemas/search';
import { isChosungQuery } from '@sogon/contract/search/chosung';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { escapeLike } from '#api/db/like';
import type { ReadDb } from '#api/db/replica/read-side';
import { ExpiringMap } from '#api/lib/expiring-map';
import { type At, audienceOf, openEpisodeCountSql, searchAudienceSql } from '#api/modules/access';
import { type PlaylistCardRow, playlistCardFromRow } from '#api/modules/catalog';
import type { Viewer } from '#api/modules/viewer';
import type { SearchBackend, SearchPageRequest, SearchQuery } from './backend.ts';
import {
  indexedHitCount,
  indexedHits,
  indexedRelevancePage,
  isIndexed,
  type SimilarWord,
  similarRelevancePage,
  similarWordsJson,
  similarWordsOf,
} from './term-index.ts';

/**
 * Typo tolerance works on the text decomposed into jamo (NFD: 빗 → ᄇ ᅵ ᆺ), where a one-syllable
 * typo changes one letter rather than a whole syllable: 빗솔리 shares 2/3 of its jamo trigrams
 * with 빗소리 but only 1/4 of its syllable trigrams. 0.5 keeps most unrelated two-syllable words
 * out (파도 vs 파란: 0.4).
 */
export const SIMILARITY_THRESHOLD = 0.5;

/**
 * Relevance tiers, best first: the keyword in the title (a title that is the keyword, or starts
 * with it, a little higher), in the tags, in the channel's name only, then typo hits — similar
 * to the title (1.5–2), else to the tags (0.5–1). Channel names never count as a typo hit.
 */
export const TIER = { title: 4, tags: 3, channel: 2, similarTitle: 1 } as const;

interface HitRow extends PlaylistCardRow {
  /** numeric, as text: the first half of the cursor. */
  sort_key: string;
  match: TSearchMatch;
}

/** The parts of playlist_search's text (title, channel name, tags: migration 0019) as SQL. */
function parts(column: SQL) {
  return {
    title: sql`left(${column}, s.title_length)`,
    tags: sql`substr(${column}, s.title_length + s.channel_length + 3)`,
  };
}

/**
 * Keywords of several words (a phrase: 장작 타는) are matched here, over playlist_search's whole
 * text; one word goes to the term index (term-index.ts).
 * The match condition and relevance (0: not a hit) of one keyword over playlist_search `s`;
 * `fuzzy` adds the typo hits (similar words), which a keyword with a page of substring hits
 * never needs.
 * The condition uses the trigram indexes; the relevance tells the parts apart. Only rows that
 * are no substring hit pay for word_similarity (about 10 µs a row), so a common keyword's many
 * substring hits skip it.
 */
function matching(keyword: string, fuzzy: boolean): { where: SQL; score: SQL } {
  const contains = `%${escapeLike(keyword)}%`;
  if (isChosungQuery(keyword)) {
    // hangul_chosung maps one character to one, so the parts of search_chosung lie where those
    // of search_text do. A channel name's 초성 alone is no hit: 달빛소리 is not a ㅂㅅㄹ result.
    const chosung = parts(sql`s.search_chosung`);
    return {
      where: sql`s.search_chosung like ${contains}`,
      score: sql`(case when ${chosung.title} like ${contains} then ${TIER.title}
                       when ${chosung.tags} like ${contains} then ${TIER.tags}
                       else 0 end)`,
    };
  }
  const text = parts(sql`s.search_text`);
  const jamo = keyword.normalize('NFD');
  const prefix = `${escapeLike(keyword)}%`;
  const similar = (part: SQL) => sql`word_similarity(${jamo}, normalize(${part}, NFD))`;
  return {
    where: fuzzy
      ? sql`(s.search_text ilike ${contains} or ${jamo} <% s.search_jamo)`
      : sql`s.search_text ilike ${contains}`,
    score: sql`(case
      when ${text.title} ilike ${contains} then ${TIER.title}
        + case when ${text.title} ilike ${escapeLike(keyword)} then 0.5
               when ${text.title} ilike ${prefix} then 0.25 else 0 end
      when ${text.tags} ilike ${contains} then ${TIER.tags}
      when s.search_text ilike ${contains} then ${TIER.channel}
      else (select case when title_similarity >= ${SIMILARITY_THRESHOLD}
                          then ${TIER.similarTitle} + least(title_similarity, 0.999)
                        when tags_similarity >= ${SIMILARITY_THRESHOLD} then least(tags_similarity, 0.999)
                        else 0 end
            from (select ${similar(text.title)} as title_similarity,
                         ${similar(text.tags)} as tags_similarity) similarity)
    end)`,
  };
}

/** The reason shown for a hit, from its relevance tier (TIER, term-index.ts uses the same). */
export const matchOf = sql`(case when score >= ${TIER.title} then 'title'
                          when score >= ${TIER.tags} then 'tags'
                          when score >= ${TIER.channel} then 'channel'
                          else 'similar' end)`;

/**
 * Higher first; ties broken by id (desc), so (sort_key, id) orders every hit exactly once. Reads
 * the scored hits' columns (hit_id, hit_open_dt, score).
 */
function sortKey(sort: TSearchSort): SQL {
  switch (sort) {
    case 'relevance':
      return sql`round(score::numeric, 6)`;
    case 'new':
      return sql`extract(epoch from hit_open_dt)`;
    case 'popular':
      // Popularity = unlocks (purchase rows) of the playlist: the one signal every playlist has.
      return sql`(select count(*) from purchases pu where pu.playlist_id = hit_id)::numeric`;
  }
}

const visible = (viewer: Viewer): SQL => searchAudienceSql(viewer);

/**
 * Typo hits are looked for only when a keyword has fewer hits than a page without them: a common
 * keyword (빗소리) then never looks at near misses, and a typo (빗솔리) or a rare word still finds
 * its similar titles. Decided per keyword, not per page, so every page of one search reads the
 * same result set.
 */
const FUZZY_BELOW = SEARCH_PAGE_SIZE;

/**
 * Typo hits are for keywords with a spelling to get wrong: one holding a letter (Hangul, Latin…).
 * A keyword of digits and signs only (31337, 2024, 3.5) names a number, and a listener typing
 * it wants that number: 31338 or 2025 is another playlist, not a misspelling (they share most
 * trigrams, so word similarity would offer a hundred of them). 초성 keywords have none either.
 */
export function mayBeMisspelt(keyword: string): boolean {
  return /\p{L}/u.test(keyword) && !isChosungQuery(keyword);
}

/** The scored hits of a phrase (hit_id, hit_open_dt, score > 0) over playlist_search. */
function phraseHits(keyword: string, viewer: Viewer, fuzzy: boolean): SQL {
  const { where, score } = matching(keyword, fuzzy);
  return sql`select hit_id, hit_open_dt, score from (
      select s.playlist_id as hit_id, s.open_dt as hit_open_dt, ${score} as score
      from playlist_search s
      where ${where} and ${visible(viewer)}
    ) scored
    where score > 0`;
}

interface CardPageRow extends HitRow {
  /** Hits of the keyword in all, or up to a cap; null columns on a row without a card. */
  total: number;
  /** Whether the page is proven to be the one ranking every hit would give. */
  complete: boolean;
}

/**
 * Rows read per similar word and term score for one relevance page (term-index.ts,
 * similarRelevancePage): a page and one more proves the first page; after a cursor, playlists
 * already shown through a better word may crowd a word's next rows, so twice that is read there
 * (on the large catalog no page of 빗솔리 or 31337 then falls back to ranking every hit; with one
 * page's worth, a quarter of 빗솔리's pages did).
 */
function perRun(page: SearchPageRequest): number {
  return (page.after ? 2 : 1) * (page.size + 1);
}

const dialect = new PgDialect();

/** A statement's text, its name as a prepared statement, and its parameters (some placeholders). */
interface Compiled {
  name: string;
  text: string;
  params: unknown[];
}

/**
 * A statement compiled once per shape (`key`) and then run as a named prepared statement, its
 * placeholders filled per call. The name is the text's hash: a connection parses it once and, once
 * PostgreSQL finds its generic plan no costlier than the custom ones, plans it once (planning a
 * statement of many CTEs costs more than running it); node neither rebuilds nor hashes the text
 * per request. `build` must give the same text for one key: every value that varies within a key
 * is a placeholder.
 */
function compiledOnce(prefix: string) {
  const compiled = new Map<string, Compiled>();
  return (key: string, build: () => SQL): Compiled => {
    const found = compiled.get(key);
    if (found) return found;
    const { sql: text, params } = dialect.sqlToQuery(build());
    const made = {
      name: `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`,
      text,
      params,
    };
    compiled.set(key, made);
    return made;
  };
}

/** How long the similar words of a misspelt keyword are reused: a new word counts within it. */
const SIMILAR_WORDS_MS = 60_000;
/** Misspelt keywords whose similar words are kept, at most (the oldest goes first). */
const SIMILAR_WORDS_KEPT = 2_000;

/** What cardsStatement reads: the ranked page and, optionally, CTEs, a total and `complete`. */
interface CardParts {
  with?: SQL;
  page: SQL;
  total?: SQL;
  complete?: SQL;
}

/**
 * The cards of one ranked page (id, score, sort_key; at most a page and one more, in order), read
 * from playlists and channels; every row also carries `total` (int SQL, 0 when not given) and
 * `complete` (boolean SQL, true when not given). `with` defines CTEs (`name as (…)`, comma
 * separated) the page, total and complete may read. Episodes are counted as open at `at`.
 */
function cardsStatement(parts: CardParts, at: At): SQL {
  const ctes = parts.with ? sql`with ${parts.with}` : sql``;
  return sql`
    ${ctes}
    select p.id, p.title, p.description, p.cover_img, p.media_type, p.is_free, p.price,
           p.is_adult, p.tags, p.open_dt,
           ${openEpisodeCountSql(at)} as episode_count,
           ch.id as channel_id, ch.name as channel_name, ch.profile_img as channel_profile_img,
           page.sort_key, page.match, counted.total, counted.complete
    from (select ${parts.total ?? sql`0`} as total, ${parts.complete ?? sql`true`} as complete) counted
    left join (select id, sort_key, ${matchOf} as match from (${parts.page}) ranked) page on true
    left join playlists p on p.id = page.id
    left join channels ch on ch.id = p.channel_id
    order by page.sort_key desc, page.id desc`;
}

/** `now`: the clock episode schedules are read at (ADR 066). */
export function createPostgresSearchBackend(db: ReadDb, now: () => Date = () => new Date()): SearchBackend {
  /** The fuzzy operator reads its threshold from the session: set it for this transaction only. */
  async function withThreshold<T>(run: (tx: ReadDb) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`,
      );
      return run(tx as unknown as ReadDb);
    });
  }

  /**
   * The vocabulary changes rarely and a typo's similar words are the same for every viewer and
   * page: looked up once per keyword and SIMILAR_WORDS_MS (a failed lookup is not kept).
   */
  const similarWords = new ExpiringMap<Promise<SimilarWord[]>>(SIMILAR_WORDS_MS, SIMILAR_WORDS_KEPT, () =>
    performance.now(),
  );
  function similarTo(keyword: string): Promise<SimilarWord[]> {
    const kept = similarWords.get(keyword);
    if (kept) return kept;
    const found = withThreshold(async (tx) => (await tx.execute<SimilarWord>(similarWordsOf(keyword))).rows);
    similarWords.set(keyword, found);
    found.catch(() => similarWords.delete(keyword));
    return found;
  }

  /**
   * One-word keywords seen with fewer hits than a page (FUZZY_BELOW), per audience (what
   * searchAudienceSql tells apart): for as long as their similar words are kept, their pages go
   * straight to the statement that ranks their own hits with the similar words' (one round trip,
   * not two). A keyword that gains a page of hits within that time still shows them first, its
   * typo hits after them, until the entry expires.
   */
  const fewHits = new ExpiringMap<true>(SIMILAR_WORDS_MS, SIMILAR_WORDS_KEPT, () => performance.now());
  const fewHitsKey = (keyword: string, viewer: Viewer) => `${audienceOf(viewer)}:${keyword}`;

  /** Whether a phrase has too few substring hits to do without typo hits (FUZZY_BELOW). */
  async function phraseNeedsFuzzy(keyword: string, viewer: Viewer): Promise<boolean> {
    if (!mayBeMisspelt(keyword)) return false;
    const result = await db.execute<{ hits: number }>(sql`
      select count(*)::int as hits from (
        select 1 from playlist_search s
         where s.search_text ilike ${`%${escapeLike(keyword)}%`} and ${visible(viewer)}
         limit ${FUZZY_BELOW}
      ) found`);
    return (result.rows[0]?.hits ?? 0) < FUZZY_BELOW;
  }

  /** The rows of cardsStatement as one page of hits, with its total and whether it is complete. */
  function readCards(rows: CardPageRow[]): { rows: HitRow[]; total: number; complete: boolean } {
    return {
      rows: rows.filter((row) => row.id !== null),
      total: rows[0]?.total ?? 0,
      complete: rows[0]?.complete ?? true,
    };
  }

  async function cards(run: ReadDb, parts: CardParts) {
    return readCards((await run.execute<CardPageRow>(cardsStatement(parts, now()))).rows);
  }

  /**
   * Similar-words statements (similarRelevancePage), compiled once per audience, cursor or not,
   * page size and rows per run; the keyword, its words and the cursor are placeholders.
   */
  const similarStatement = compiledOnce('search_similar_page');
  /** The JSON of a keyword's similar words, made once per list (kept with them, similarTo). */
  const wordsJson = new WeakMap<readonly SimilarWord[], string>();

  /** One relevance page of a keyword with similar words (similarRelevancePage), as cards. */
  async function similarPage(
    keyword: string,
    viewer: Viewer,
    similar: readonly SimilarWord[],
    page: SearchPageRequest,
  ) {
    const rows = perRun(page);
    const statement = similarStatement(
      `${audienceOf(viewer)}:${page.after !== null}:${page.size}:${rows}`,
      () =>
        cardsStatement(
          {
            with: similarRelevancePage(
              viewer,
              {
                keyword: sql.placeholder('keyword'),
                words: sql.placeholder('words'),
                after: page.after
                  ? { key: sql.placeholder('afterKey'), id: sql.placeholder('afterId') }
                  : null,
                size: page.size,
              },
              rows,
            ),
            page: sql`select id, score, sort_key from ranked`,
            complete: sql`(select complete from complete)`,
          },
          sql.placeholder('at'),
        ),
    );
    let words = wordsJson.get(similar);
    if (words === undefined) {
      words = similarWordsJson(similar);
      wordsJson.set(similar, words);
    }
    const values = fillPlaceholders(statement.params, {
      keyword,
      words,
      afterKey: page.after?.key ?? null,
      afterId: page.after?.id ?? null,
      at: now().toISOString(),
    });
    const result = await db.$client.query<CardPageRow>({
      name: statement.name,
      text: statement.text,
      values,
    });
    return readCards(result.rows);
  }

  /**
   * One page of cards from scored hits (hit_id, hit_open_dt, score), ranked here; every row also
   * carries the number of hits.
   */
  function cardPage(run: ReadDb, hits: SQL, sort: TSearchSort, page: SearchPageRequest) {
    const after = page.after
      ? sql`(sort_key, id) < (${page.after.key}::numeric, ${page.after.id}::bigint)`
      : sql`true`;
    return cards(run, {
      with: sql`hits as materialized (${hits})`,
      page: sql`select id, score, sort_key from (
          select hit_id as id, score, ${sortKey(sort)} as sort_key from hits
        ) ranked
        where ${after}
        order by sort_key desc, id desc
        limit ${page.size + 1}`,
      total: sql`(select count(*)::int from hits)`,
    });
  }

  /**
   * A page of a one-word keyword's exact hits: by relevance straight from the index (the hits
   * counted up to FUZZY_BELOW), by the other sorts from all its hits.
   */
  function indexedPage(keyword: string, viewer: Viewer, sort: TSearchSort, page: SearchPageRequest) {
    if (sort !== 'relevance') return cardPage(db, indexedHits(keyword, viewer, []), sort, page);
    return cards(db, {
      page: indexedRelevancePage(keyword, viewer, { after: page.after, size: page.size + 1 }),
      total: indexedHitCount(keyword, viewer, FUZZY_BELOW),
    });
  }

  /** The ranked rows of one page: the term index for one word, else the phrase match. */
  async function ranked(query: SearchQuery, viewer: Viewer, page: SearchPageRequest): Promise<HitRow[]> {
    const { keyword, sort } = query;
    if (isIndexed(keyword)) {
      const typos = mayBeMisspelt(keyword);
      const known = typos && fewHits.get(fewHitsKey(keyword, viewer)) !== null;
      let exact: HitRow[] | null = null;
      if (!known) {
        const found = await indexedPage(keyword, viewer, sort, page);
        if (found.total >= FUZZY_BELOW || !typos) return found.rows;
        fewHits.set(fewHitsKey(keyword, viewer), true);
        exact = found.rows;
      }
      const similar = await similarTo(keyword);
      if (similar.length === 0) return exact ?? (await indexedPage(keyword, viewer, sort, page)).rows;
      if (sort === 'relevance') {
        // A few rows per similar word, outside a transaction: its estimate does not grow with the
        // words (a function scan is 100 rows) and stays below jit_above_cost (35–47k of 100k on
        // the large catalog), so no JIT is compiled.
        const top = await similarPage(keyword, viewer, similar, page);
        if (top.complete) return top.rows;
      }
      // Per-word row estimates are high (hundreds): without JIT, which would cost more than the query.
      return db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('jit', 'off', true)`);
        return (await cardPage(tx as unknown as ReadDb, indexedHits(keyword, viewer, similar), sort, page))
          .rows;
      });
    }
    if (!(await phraseNeedsFuzzy(keyword, viewer))) {
      return (await cardPage(db, phraseHits(keyword, viewer, false), sort, page)).rows;
    }
    return withThreshold(
      async (tx) => (await cardPage(tx, phraseHits(keyword, viewer, true), sort, page)).rows,
    );
  }

  return {
    async search(query, viewer, page): Promise<TSearchPage> {
      const rows = await ranked(query, viewer, page);
      const items = rows.slice(0, page.size);
      const last = items.at(-1);
      return {
        items: items.map((row) => ({ ...playlistCardFromRow(row), match: row.match })),
        lastId: rows.length > page.size && last ? `${last.sort_key}:${last.id}` : null,
      };
    },

    async suggest(keyword, viewer, limit) {
      const rows = await ranked({ keyword, sort: 'relevance' }, viewer, { after: null, size: limit });
      return rows
        .slice(0, limit)
        .map((row) => ({ id: row.id, title: row.title, channelName: row.channel_name }));
    },
  };
}
