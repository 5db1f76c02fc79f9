import { isChosungQuery } from '@sogon/contract/search/chosung';
import { type SQL, sql } from 'drizzle-orm';
import { searchAudienceSql } from '#api/modules/access/visibility-sql';
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
 * The hits of one word (hit_id, hit_open_dt, score: the same tiers as the phrase match), for
 * sorts the index is not ordered by. `similar` adds the titles and tags holding a word similar to
 * the keyword (빗솔리 → 빗소리), scored 1–2 (title) or 0.5–1 (tags).
 */
export function indexedHits(keyword: string, viewer: Viewer, similar: readonly SimilarWord[]): SQL {
  const exact = sql`select t.playlist_id as hit_id, t.open_dt as hit_open_dt, t.score::numeric as score
    from search_terms t
    where ${keywordRows(keyword, viewer)}`;
  if (similar.length === 0) return exact;
  return sql`select hit_id, max(hit_open_dt) as hit_open_dt, max(score) as score from (
      ${exact}
      union all
      select t.playlist_id, t.open_dt,
             case when t.score >= 4 then 1 + least(w.similarity, 0.999) else least(w.similarity, 0.999) end
      from jsonb_to_recordset(${JSON.stringify(similar)}::jsonb) as w(word text, similarity real)
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
 * The vocabulary words similar to a keyword (search_words, trigrams of the jamo) with their
 * similarity; needs the similarity threshold set in the transaction (`<%`).
 */
export function similarWordsOf(keyword: string): SQL {
  const jamo = keyword.toLowerCase().normalize('NFD');
  return sql`select word, word_similarity(${jamo}, jamo) as similarity
    from search_words where ${jamo} <% jamo`;
}
