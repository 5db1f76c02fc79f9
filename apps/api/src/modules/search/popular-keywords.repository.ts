import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { visiblePlaylistSql } from '#api/modules/access';
import { ANONYMOUS } from '#api/modules/viewer';

export interface KeywordCount {
  /** Seoul day, YYYY-MM-DD. */
  day: string;
  keyword: string;
  searches: number;
}

/** search_keyword_days (migration 0053) and the catalog's tags that fill 인기 검색어 out. */
export function createPopularKeywordsRepository(db: Db) {
  return {
    /** Adds counts to their day's rows: one statement for a whole tally. */
    async add(counts: readonly KeywordCount[]): Promise<void> {
      if (counts.length === 0) return;
      await db.execute(sql`
        insert into search_keyword_days (day, keyword, searches)
        select * from unnest(
          ${sql.param(counts.map((count) => count.day))}::date[],
          ${sql.param(counts.map((count) => count.keyword))}::text[],
          ${sql.param(counts.map((count) => count.searches))}::bigint[])
        on conflict (day, keyword)
        do update set searches = search_keyword_days.searches + excluded.searches`);
    },

    /** The most searched keywords from `since` (a Seoul day) on, most first. */
    async mostSearched(since: string, limit: number): Promise<string[]> {
      const result = await db.execute<{ keyword: string }>(sql`
        select keyword from search_keyword_days
        where day >= ${since}::date
        group by keyword
        order by sum(searches) desc, keyword
        limit ${limit}`);
      return result.rows.map((row) => row.keyword);
    },

    /** The tags most playlists a visitor may see carry, most first. */
    async commonTags(limit: number): Promise<string[]> {
      const result = await db.execute<{ tag: string }>(sql`
        select tag from playlists p
        join channels ch on ch.id = p.channel_id
        cross join lateral unnest(p.tags) as tag
        where ${visiblePlaylistSql(ANONYMOUS)} and char_length(tag) between 1 and 50
        group by tag
        order by count(*) desc, tag
        limit ${limit}`);
      return result.rows.map((row) => row.tag);
    },
  };
}

export type PopularKeywordsRepository = ReturnType<typeof createPopularKeywordsRepository>;
