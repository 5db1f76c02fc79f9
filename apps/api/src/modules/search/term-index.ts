import { isChosungQuery } from '@sogon/contract/search/chosung';
import { type SQL, sql } from 'drizzle-orm';
import { searchAudienceSql } from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';
import type { SearchPageRequest } from './backend.ts';

/*
 * The term index (migrations 0031, 0040): every substring of every word of a playlist's title,
 * channel name and tags (kind 0, lower-cased) and of its title and tag words' 초성 (kind 1), one
 * row per playlist and term with the relevance its best place earns (title 4, +0.25 at the start
 * of the title, +0.25 more for the whole title; tags 3; channel 2), its audience and open date.
 * "The keyword is in a word" is "a term is the keyword": one value of the index, whose rows are
 * in rank order (score, then id, descending), so a relevance page is the next rows of the index
 * and no hit is grouped, scored or sorted per request.
 */

const TEXT = 0;
const CHOSUNG = 1;

/** A word of the vocabulary similar to a misspelt keyword (search_words), with its similarity. */
export type SimilarWord = {
  word: string;
  similarity: number;
};

/** A keyword of one word (no white space) is answered from the term index. */
export function isIndexed(keyword: string): boolean {
  return !/\s/u.test(keyword);
}

/** Index rows of the keyword (a 초성 keyword as typed, else lower-cased) the viewer may see. */
function keywordRows(keyword: string, viewer: Viewer): SQL {
  const term = isChosungQuery(keyword)
    ? sql`t.kind = ${CHOSUNG} and t.term = ${keyword}::text`
    : sql`t.kind = ${TEXT} and t.term = lower(${keyword}::text)`;
  return sql`${term} and ${searchAudienceSql(viewer, 't')}`;
}

/**
 * One relevance page of the keyword's hits (id, score, sort_key), best first, after the cursor:
 * the next `size` rows of one index value.
 */
export function indexedRelevancePage(keyword: string, viewer: Viewer, page: SearchPageRequest): SQL {
  // Scores are sums of quarters, exact as real: the cursor's rounded key is the score itself.
  const after = page.after
    ? sql`and (t.score, t.playlist_id) < (${page.after.key}::real, ${page.after.id}::bigint)`
    : sql``;
  return sql`select t.playlist_id as id, t.score, round(t.score::numeric, 6) as sort_key
    from search_terms t
    where ${keywordRows(keyword, viewer)} ${after}
    order by t.score desc, t.playlist_id desc
    limit ${page.size}`;
}

/** How many hits the keyword has, counted up to `cap` (int). */
export function indexedHitCount(keyword: string, viewer: Viewer, cap: number): SQL {
  return sql`(select count(*)::int from (
      select 1 from search_terms t where ${keywordRows(keyword, viewer)} limit ${cap}
    ) counted)`;
}

/**
 * The relevance of a hit through a similar word (double precision): 1–2 in a title (term score
 * 4 and up), 0.5–1 in the tags (3), below every exact hit (channel: 2).
 */
function similarScore(termScore: SQL, similarity: SQL): SQL {
  return sql`(case when ${termScore} >= 4 then 1 + least(${similarity}, 0.999) else least(${similarity}, 0.999) end)`;
}

/** The similar words as JSON (the value similarRows reads). */
export function similarWordsJson(similar: readonly SimilarWord[]): string {
  return JSON.stringify(similar);
}

/** The similar words as rows (word, similarity), from their JSON (or a placeholder of it). */
function similarRows(json: unknown): SQL {
  return sql`jsonb_to_recordset(${json}::jsonb) as w(word text, similarity real)`;
}

/**
 * The hits of one word (hit_id, hit_open_dt, score: the same tiers as the phrase match), for
 * sorts the index is not ordered by. `similar` adds the titles and tags holding a word similar to
 * the keyword (빗솔리 → 빗소리), scored 1–2 (title) or 0.5–1 (tags).
 */
export function indexedHits(keyword: string, viewer: Viewer, similar: readonly SimilarWord[]): SQL {
  const exact = sql`select t.playlist_id as hit_id, t.open_dt as hit_open_dt, t.score::float8 as score
    from search_terms t
    where ${keywordRows(keyword, viewer)}`;
  if (similar.length === 0) return exact;
  return sql`select hit_id, max(hit_open_dt) as hit_open_dt, max(score) as score from (
      ${exact}
      union all
      select t.playlist_id, t.open_dt, ${similarScore(sql`t.score`, sql`w.similarity`)}
      from ${similarRows(similarWordsJson(similar))}
      -- One index lookup per word (offset 0 keeps the planner from a hash join over every term).
      cross join lateral (
        select t.playlist_id, t.open_dt, t.score from search_terms t
        where t.kind = ${TEXT} and t.term = w.word and t.score >= 3 and ${searchAudienceSql(viewer, 't')}
        offset 0
      ) t
    ) found
    group by hit_id`;
}

/**
 * The term scores a similar word can carry (title 4, 4.25, 4.5; tags 3; channel-only rows are no
 * typo hit): with the word fixed, each is one run of the index in id order, all of one relevance.
 */
const SIMILAR_TERM_SCORES = sql`(values (4.5::real), (4.25::real), (4::real), (3::real)) as c(term_score)`;

/**
 * One relevance page, a page and one more (id, score, sort_key: `indexedHits` ranked, the same
 * cursor), of a keyword with similar words, without reading all their hits; `complete` says the
 * page is proven to be the one ranking every hit gives (else the caller ranks every hit).
 *
 * - A similar word with at most `perRun` rows is read whole (one index scan: 31337's 115 rare
 *   words). Of a bigger word (빗소리: 2,240 rows), each run (SIMILAR_TERM_SCORES) is read from the
 *   cursor on, `perRun` rows. Together with the keyword's own few rows (it has less than a page),
 *   rows are ranked per playlist by its best one.
 * - A hit's best row is in the first rows of its run: a row ahead of it in the run is a playlist
 *   ranked ahead of it. So on the first page `perRun` ≥ a page and one more is always complete.
 * - After a cursor, a run may also hold playlists an earlier page showed through a better row in
 *   another run, which was not read: such a playlist is dropped by looking that row up (primary
 *   key; `shown_through` is the words that can rank at or above the cursor). When they crowd a
 *   run, hits may lie beyond its rows read, but each ranks below the run's last row read; so the
 *   page is complete when its rows are all at or above the highest last row of a run read to its
 *   limit (or no run was).
 * - It runs as a prepared statement (postgres-backend.ts): the keyword's own rows are looked up
 *   through a subquery, so its custom plans estimate them as the generic plan does and PostgreSQL
 *   settles on the generic plan, not planning the statement every time.
 */
/** A row count written into the statement, not a parameter: the generic plan sees it too. */
const rowCount = (rows: number) => sql.raw(String(Math.trunc(rows)));

/**
 * The values of one similar-words page, each a value or a placeholder (sql.placeholder): the
 * statement's text depends only on the viewer's audience, whether there is a cursor, the page
 * size and `perRun`, so postgres-backend.ts builds it once per such shape and fills the values in.
 */
export interface SimilarPageValues {
  keyword: unknown;
  /** similarWordsJson of the similar words. */
  words: unknown;
  after: { key: unknown; id: unknown } | null;
  size: number;
}

export function similarRelevancePage(viewer: Viewer, values: SimilarPageValues, perRun: number): SQL {
  const { keyword, words: similar } = values;
  const page = { after: values.after, size: values.size };
  const { after } = page;
  const below = (key: SQL, id: SQL) =>
    after ? sql`(${key}, ${id}) < (${after.key}::numeric, ${after.id}::bigint)` : sql`true`;
  const audience = searchAudienceSql(viewer, 't');
  const rowScore = similarScore(sql`t.score`, sql`w.similarity`);
  const runScore = similarScore(sql`c.term_score`, sql`w.similarity`);
  // A run at the cursor's relevance goes on after its id; runs above it were all shown. No bound
  // on the first page: a constant one makes the planner read the index's end (milliseconds).
  const runsAfter = after ? sql`where r.key <= ${after.key}::numeric` : sql``;
  const runStart = after
    ? sql`and t.playlist_id < case when r.key = ${after.key}::numeric then ${after.id}::bigint
                                   else 9223372036854775807 end`
    : sql``;
  const shownThrough = after
    ? sql`shown_through as materialized (
        select word, similarity from words
        where round((1 + least(similarity, 0.999))::numeric, 6) >= ${after.key}::numeric
      ),`
    : sql``;
  const notShown = after
    ? sql`where not exists (
        select 1 from shown_through w
        join search_terms t on t.playlist_id = candidates.id and t.kind = ${TEXT} and t.term = w.word
        where t.score >= 3 and not ${below(sql`round(${rowScore}::numeric, 6)`, sql`candidates.id`)}
      )`
    : sql``;
  return sql`words as materialized (
      select w.word, w.similarity from ${similarRows(similar)}
    ), whole as materialized (
      select w.word, t.playlist_id as id, ${rowScore} as score
      from words w
      cross join lateral (
        select t.playlist_id, t.score from search_terms t
        where t.kind = ${TEXT} and t.term = w.word and t.score >= 3 and ${audience}
        limit ${rowCount(perRun + 1)}
      ) t
    ), big as materialized (
      select word from whole group by word having count(*) > ${rowCount(perRun)}
    ), runs as materialized (
      select w.word, c.term_score, ${runScore} as score, round(${runScore}::numeric, 6) as key
      from words w join big using (word) cross join ${SIMILAR_TERM_SCORES}
    ), run_rows as materialized (
      select r.word, r.term_score, r.key, r.score, t.playlist_id as id
      from runs r
      cross join lateral (
        select t.playlist_id from search_terms t
        where t.kind = ${TEXT} and t.term = r.word and t.score = r.term_score ${runStart} and ${audience}
        order by t.playlist_id desc
        limit ${rowCount(perRun)}
      ) t
      ${runsAfter}
    ), bound as (
      select key, min(id) as id from run_rows group by word, term_score, key having count(*) = ${rowCount(perRun)}
      order by key desc, id desc limit 1
    ), ${shownThrough} ranked as (
      select id, score, sort_key from (
        select c.id, c.score, round(c.score::numeric, 6) as sort_key from (
          select id, max(score) as score from (
            select id, score from run_rows
            union all
            select id, score from whole where word not in (select word from big)
            union all
            select t.playlist_id, t.score::float8 from search_terms t
            where t.kind = ${TEXT} and t.term = (select lower(${keyword}::text)) and ${audience}
          ) rows
          group by id
        ) c
        where ${below(sql`round(c.score::numeric, 6)`, sql`c.id`)}
        order by sort_key desc, c.id desc
        -- offset 0: the check below runs on ranked rows only until the page is full.
        offset 0
      ) candidates
      ${notShown}
      order by sort_key desc, id desc
      limit ${rowCount(page.size + 1)}
    ), complete as (
      select not exists (select 1 from bound)
          or (select count(*) from ranked r, bound b where (r.sort_key, r.id) >= (b.key, b.id)) = ${rowCount(page.size + 1)}
        as complete
    )`;
}

/**
 * The vocabulary words similar to a keyword (search_words, trigrams of the jamo) with their
 * similarity; needs the similarity threshold set in the transaction (`<%`).
 */
export function similarWordsOf(keyword: string): SQL {
  const jamo = keyword.toLowerCase().normalize('NFD');
  return sql`select word, word_similarity(${jamo}, jamo) as similarity
    from search_words where ${jamo} <% jamo`;
}
