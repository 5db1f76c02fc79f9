import { SEARCH_PAGE_SIZE, type TSearchPage, type TSearchSort } from '@sogon/contract/schemas/search';
import { isChosungQuery } from '@sogon/contract/search/chosung';
import { fillPlaceholders, type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '#api/db/like';
import type { ReadDb } from '#api/db/replica/read-side';
import { ExpiringMap } from '#api/lib/expiring-map';
import { audienceOf } from '#api/modules/access';
import { playlistCardFromRow } from '#api/modules/catalog';
import type { Viewer } from '#api/modules/viewer';
import type { SearchBackend, SearchPageRequest, SearchQuery } from './backend.ts';
import {
  type CardPageRow,
  type CardParts,
  cardsStatement,
  type HitRow,
  perRun,
  sortKey,
} from './card-page.ts';
import { compiledOnce } from './compiled-statement.ts';
import { phraseHits, SIMILARITY_THRESHOLD, visible } from './phrase-match.ts';
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

export { matchOf, SIMILARITY_THRESHOLD, TIER } from './phrase-match.ts';

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

/** How long the similar words of a misspelt keyword are reused: a new word counts within it. */
const SIMILAR_WORDS_MS = 60_000;
/** Misspelt keywords whose similar words are kept, at most (the oldest goes first). */
const SIMILAR_WORDS_KEPT = 2_000;

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
