/*
 * How playlist_search matches and scores a keyword (postgres-backend.ts): the similarity
 * threshold, the relevance tiers and the reason they show, and the scored hits of a phrase.
 */
import { isChosungQuery } from '@sogon/contract/search/chosung';
import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '#api/db/like';
import { searchAudienceSql } from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';

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

export const visible = (viewer: Viewer): SQL => searchAudienceSql(viewer);

/** The scored hits of a phrase (hit_id, hit_open_dt, score > 0) over playlist_search. */
export function phraseHits(keyword: string, viewer: Viewer, fuzzy: boolean): SQL {
  const { where, score } = matching(keyword, fuzzy);
  return sql`select hit_id, hit_open_dt, score from (
      select s.playlist_id as hit_id, s.open_dt as hit_open_dt, ${score} as score
      from playlist_search s
      where ${where} and ${visible(viewer)}
    ) scored
    where score > 0`;
}
