import type { TSearchMatch, TSearchSort } from '@sogon/contract/schemas/search';
import { isChosungQuery } from '@sogon/contract/search/chosung';
import { type SQL, sql } from 'drizzle-orm';
import { escapeLike } from '#api/db/like';
import type { ReadDb } from '#api/db/replica/read-side';
import { searchAudienceSql } from '#api/modules/access/visibility-sql';
import { type PlaylistCardRow, playlistCardFromRow } from '#api/modules/catalog/playlist-card-row';
import type { Viewer } from '#api/modules/viewer';
import type { SearchBackend } from './backend.ts';

/**
 * Typo tolerance works on the text decomposed into jamo (NFD: 빗 → ᄇ ᅵ ᆺ), where a one-syllable
 * typo changes one letter rather than a whole syllable: 빗솔리 shares 2/3 of its jamo trigrams
 * with 빗소리 but only 1/4 of its syllable trigrams. 0.5 keeps most unrelated two-syllable words
 * out (파도 vs 파란: 0.4).
 */
const SIMILARITY_THRESHOLD = 0.5;

/**
 * Relevance tiers, best first: the keyword in the title (a title that is the keyword, or starts
 * with it, a little higher), in the tags, in the channel's name only, then typo hits — similar
 * to the title (1.5–2), else to the tags (0.5–1). Channel names never count as a typo hit.
 */
const TIER = { title: 4, tags: 3, channel: 2, similarTitle: 1 } as const;

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

/** The reason shown for a hit, from its relevance tier. */
const matchOf = sql`(case when score >= ${TIER.title} then 'title'
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
 * Typo hits are looked for only when the keyword has fewer substring hits than this (a page and
 * a half): a common keyword (빗소리) then never scores thousands of near misses, and a typo (빗솔리)
 * or a rare word still finds its similar titles. Decided per keyword, not per page, so every page
 * of one search reads the same result set.
 */
const FUZZY_BELOW = 30;

export function createPostgresSearchBackend(db: ReadDb): SearchBackend {
  /** The fuzzy operator reads its threshold from the session: set it for this transaction only. */
  async function withThreshold<T>(run: (tx: ReadDb) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(SIMILARITY_THRESHOLD)}, true)`,
      );
      return run(tx as unknown as ReadDb);
    });
  }

  /** Whether the keyword has too few substring hits to do without typo hits (FUZZY_BELOW). */
  async function needsFuzzy(keyword: string, viewer: Viewer): Promise<boolean> {
    if (isChosungQuery(keyword)) return false;
    const result = await db.execute<{ hits: number }>(sql`
      select count(*)::int as hits from (
        select 1 from playlist_search s
         where s.search_text ilike ${`%${escapeLike(keyword)}%`} and ${visible(viewer)}
         limit ${FUZZY_BELOW}
      ) found`);
    return (result.rows[0]?.hits ?? 0) < FUZZY_BELOW;
  }

  return {
    async search(query, viewer, page) {
      const { where, score } = matching(query.keyword, await needsFuzzy(query.keyword, viewer));
      const after = page.after
        ? sql`(sort_key, id) < (${page.after.key}::numeric, ${page.after.id}::bigint)`
        : sql`true`;
      const rows = await withThreshold(async (tx) => {
        // Rank in playlist_search alone, then read the cards of one page.
        const result = await tx.execute<HitRow>(sql`
          select p.id, p.title, p.description, p.cover_img, p.media_type, p.is_free, p.price,
                 p.is_adult, p.tags, p.open_dt,
                 (select count(*)::int from contents c where c.playlist_id = p.id and c.status = 'published') as episode_count,
                 ch.id as channel_id, ch.name as channel_name, ch.profile_img as channel_profile_img,
                 page.sort_key, page.match
          from (
            select id, sort_key, ${matchOf} as match from (
              select hit_id as id, score, ${sortKey(query.sort)} as sort_key from (
                select s.playlist_id as hit_id, s.open_dt as hit_open_dt, ${score} as score
                from playlist_search s
                where ${where} and ${visible(viewer)}
              ) scored
              where score > 0
            ) hits
            where ${after}
            order by sort_key desc, id desc
            limit ${page.size + 1}
          ) page
          join playlists p on p.id = page.id
          join channels ch on ch.id = p.channel_id
          order by page.sort_key desc, page.id desc`);
        return result.rows;
      });
      const items = rows.slice(0, page.size);
      const last = items.at(-1);
      return {
        items: items.map((row) => ({ ...playlistCardFromRow(row), match: row.match })),
        lastId: rows.length > page.size && last ? `${last.sort_key}:${last.id}` : null,
      };
    },

    async suggest(keyword, viewer, limit) {
      const { where, score } = matching(keyword, await needsFuzzy(keyword, viewer));
      return withThreshold(async (tx) => {
        const result = await tx.execute<{ id: number; title: string; channel_name: string }>(sql`
          select p.id, p.title, ch.name as channel_name
          from (
            select id, score from (
              select s.playlist_id as id, ${score} as score from playlist_search s
              where ${where} and ${visible(viewer)}
            ) scored
            where score > 0
            order by score desc, id desc
            limit ${limit}
          ) top
          join playlists p on p.id = top.id
          join channels ch on ch.id = p.channel_id
          order by top.score desc, top.id desc`);
        return result.rows.map((row) => ({ id: row.id, title: row.title, channelName: row.channel_name }));
      });
    },
  };
}
