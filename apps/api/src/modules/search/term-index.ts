import { isChosungQuery } from '@sogon/contract/search/chosung';
import { type SQL, sql } from 'drizzle-orm';
import { searchAudienceSql } from '#api/modules/access/visibility-sql';
import type { Viewer } from '#api/modules/viewer';

/*
 * The term index (migration 0031): every suffix of every word of a playlist's title, channel name
 * and tags (kind 0, lower-cased) and of its title and tag words' 초성 (kind 1), each with the
 * relevance its best place earns (title 4, +0.25 at the start of the title; tags 3; channel 2).
 * "The keyword is in a word" is "a term starts with the keyword": one range of the index, whose
 * rows carry the score, audience and open date, so the hits of a keyword are ranked without
 * reading playlist_search or computing a relevance per hit.
 */

const TEXT = 0;
const CHOSUNG = 1;
/** The last code point: every term that starts with k sorts before k || U+10FFFF (collation "C"). */
const AFTER_PREFIX = String.fromCodePoint(0x10ffff);

/** A keyword of one word (no white space) is answered from the term index. */
export function isIndexed(keyword: string): boolean {
  return !/\s/u.test(keyword);
}

/** Index rows whose term starts with `prefix` (lower-cased for text), visible to the viewer. */
function termsStartingWith(kind: number, prefix: SQL, viewer: Viewer): SQL {
  return sql`t.kind = ${kind} and t.term >= ${prefix} and t.term < ${prefix} || ${AFTER_PREFIX}
    and starts_with(t.term, ${prefix}) and ${searchAudienceSql(viewer, 't')}`;
}

/**
 * The hits of one word (hit_id, hit_open_dt, score: the same tiers as the phrase match): the
 * keyword in a title, tag or channel word, or in the 초성 of a title or tag word. `fuzzy` adds
 * the titles and tags with a word similar to the keyword (search_words, trigrams of the jamo:
 * 빗솔리 → 빗소리), scored 1–2 (title) or 0.5–1 (tags) as before; it needs the similarity
 * threshold set in the transaction (`<%`).
 */
export function indexedHits(keyword: string, viewer: Viewer, fuzzy: boolean): SQL {
  const chosung = isChosungQuery(keyword);
  const prefix = chosung ? sql`${keyword}::text` : sql`lower(${keyword}::text)`;
  const exact = sql`select t.playlist_id as hit_id, max(t.open_dt) as hit_open_dt,
      max(t.score + case when t.whole_title and t.term = ${prefix} then 0.25 else 0 end) as score
    from search_terms t
    where ${termsStartingWith(chosung ? CHOSUNG : TEXT, prefix, viewer)}
    group by t.playlist_id`;
  if (!fuzzy || chosung) return exact;
  const jamo = keyword.toLowerCase().normalize('NFD');
  return sql`select hit_id, max(hit_open_dt) as hit_open_dt, max(score) as score from (
      ${exact}
      union all
      select t.playlist_id, max(t.open_dt),
             max(case when t.score >= 4 then 1 + least(w.similarity, 0.999) else least(w.similarity, 0.999) end)
      from (select word, word_similarity(${jamo}, jamo) as similarity
              from search_words where ${jamo} <% jamo) w
      join search_terms t on t.kind = ${TEXT} and t.term = w.word and t.score >= 3
       and ${searchAudienceSql(viewer, 't')}
      group by t.playlist_id
    ) found
    group by hit_id`;
}
