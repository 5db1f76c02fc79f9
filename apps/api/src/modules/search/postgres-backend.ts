import type { TSearchSort } from '@sogon/contract/schemas/search';
import { isChosungQuery } from '@sogon/contract/search/chosung';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { type PlaylistCardRow, playlistCardFromRow } from '#api/modules/catalog/playlist-card-row';
import type { Viewer } from '#api/modules/viewer';
import type { SearchBackend } from './backend.ts';

/** A typo such as 빗소래 for 빗소리 shares half its trigrams; pg_trgm's default (0.6) would miss it. */
const WORD_SIMILARITY_THRESHOLD = 0.4;

interface HitRow extends PlaylistCardRow {
  /** numeric, as text: the first half of the cursor. */
  sort_key: string;
}

function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * The match condition and relevance of one keyword over playlist_search `s` and playlists `p`.
 * A substring hit ranks above any fuzzy one and a title hit above one in channel or tags; only
 * fuzzy hits need word_similarity (about 10 µs a row) to order them, so substring hits — most of
 * the hits of a common keyword — skip it (74 → 38 ms for 빗소리 on the large catalog).
 */
function matching(keyword: string): { where: SQL; score: SQL } {
  const pattern = likePattern(keyword);
  if (isChosungQuery(keyword)) {
    // search_text starts with the title and hangul_chosung maps one character to one, so the
    // title's 초성 is the head of search_chosung: no per-row hangul_chosung(p.title) (half the time).
    return {
      where: sql`s.search_chosung like ${pattern}`,
      score: sql`(1 + case when left(s.search_chosung, s.title_length) like ${pattern} then 1 else 0 end)`,
    };
  }
  return {
    where: sql`(s.search_text ilike ${pattern} or ${keyword} <% s.search_text)`,
    score: sql`(case when s.search_text ilike ${pattern}
                  then 2 + case when left(s.search_text, s.title_length) ilike ${pattern} then 0.5 else 0 end
                  else word_similarity(${keyword}, s.search_text) end)`,
  };
}

/** Higher first; ties broken by id (desc), so (sort_key, id) orders every hit exactly once. */
function sortKey(sort: TSearchSort, score: SQL): SQL {
  switch (sort) {
    case 'relevance':
      return sql`round((${score})::numeric, 6)`;
    case 'new':
      return sql`extract(epoch from s.open_dt)`;
    case 'popular':
      // Popularity = unlocks (purchase rows) of the playlist: the one signal every playlist has.
      return sql`(select count(*) from purchases pu where pu.playlist_id = s.playlist_id)::numeric`;
  }
}

/** playlist_search.audience (migration 0013): 1 everyone, 2 adults with adult mode on, 0 nobody. */
function visible(viewer: Viewer): SQL {
  return viewer.canSeeAdult ? sql`s.audience in (1, 2)` : sql`s.audience = 1`;
}

export function createPostgresSearchBackend(db: Db): SearchBackend {
  /** The fuzzy operator reads its threshold from the session: set it for this transaction only. */
  async function withThreshold<T>(run: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
      );
      return run(tx as unknown as Db);
    });
  }

  return {
    async search(query, viewer, page) {
      const { where, score } = matching(query.keyword);
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
                 page.sort_key
          from (
            select id, sort_key from (
              select s.playlist_id as id, ${sortKey(query.sort, score)} as sort_key
              from playlist_search s
              where ${where} and ${visible(viewer)}
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
        items: items.map(playlistCardFromRow),
        lastId: rows.length > page.size && last ? `${last.sort_key}:${last.id}` : null,
      };
    },

    async suggest(keyword, viewer, limit) {
      const { where, score } = matching(keyword);
      return withThreshold(async (tx) => {
        const result = await tx.execute<{ id: number; title: string; channel_name: string }>(sql`
          select p.id, p.title, ch.name as channel_name
          from (
            select s.playlist_id as id, ${score} as score from playlist_search s
            where ${where} and ${visible(viewer)}
            order by score desc, s.playlist_id desc
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
