import type { TPlaylistCard } from '@sogon/contract/schemas/catalog';
import { sql } from 'drizzle-orm';
import type { ReadDb } from '#api/db/replica/read-side';
import { openEpisodeCountSql, visiblePlaylistSql } from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';
import { type PlaylistCardRow, playlistCardFromRow } from './playlist-card-row.ts';

interface PlaylistRow extends PlaylistCardRow {
  category_id: number;
}

export interface CategoryRow {
  id: number;
  code: string;
  name: string;
}

/** `now`: the clock episode schedules are read at (ADR 066). */
export function createCatalogRepository(db: ReadDb, now: () => Date = () => new Date()) {
  return {
    async categoriesByIds(ids: readonly number[]): Promise<CategoryRow[]> {
      if (ids.length === 0) return [];
      const result = await db.execute<CategoryRow & Record<string, unknown>>(sql`
        select id, code, name from categories
        where id = any(${sql.param([...ids])}::int[]) and is_visible`);
      return result.rows;
    },

    /** The `limit` newest playlists the viewer may see (the section of 새로 나온 콘텐츠, category 22). */
    async newestPlaylists(options: { limit: number; viewer: Viewer }): Promise<TPlaylistCard[]> {
      const result = await db.execute<PlaylistCardRow>(sql`
        select p.id, p.title, p.description, p.cover_img, p.media_type, p.is_free,
               p.price, p.is_adult, p.tags, p.open_dt,
               ${openEpisodeCountSql(now())} as episode_count,
               ch.id as channel_id, ch.name as channel_name, ch.profile_img as channel_profile_img
        from playlists p
        join channels ch on ch.id = p.channel_id
        where ${visiblePlaylistSql(options.viewer)}
        order by p.open_dt desc nulls last, p.id desc nulls last
        limit ${options.limit}`);
      return result.rows.map(playlistCardFromRow);
    },

    /** The first `perCategory` published playlists of each category, newest first after curated order. */
    async playlistsForCategories(
      ids: readonly number[],
      options: { perCategory: number; viewer: Viewer },
    ): Promise<Map<number, TPlaylistCard[]>> {
      const grouped = new Map<number, TPlaylistCard[]>();
      if (ids.length === 0) return grouped;
      const result = await db.execute<PlaylistRow>(sql`
        select * from (
          select pc.category_id, p.id, p.title, p.description, p.cover_img, p.media_type, p.is_free,
                 p.price, p.is_adult, p.tags, p.open_dt,
                 ${openEpisodeCountSql(now())} as episode_count,
                 ch.id as channel_id, ch.name as channel_name, ch.profile_img as channel_profile_img,
                 row_number() over (partition by pc.category_id order by pc.sort, p.open_dt desc, p.id desc) as rank
          from playlist_categories pc
          join playlists p on p.id = pc.playlist_id
          join channels ch on ch.id = p.channel_id
          where pc.category_id = any(${sql.param([...ids])}::int[])
            and ${visiblePlaylistSql(options.viewer)}
        ) ranked
        where rank <= ${options.perCategory}
        order by category_id, rank`);
      for (const row of result.rows) {
        const list = grouped.get(row.category_id) ?? [];
        list.push(playlistCardFromRow(row));
        grouped.set(row.category_id, list);
      }
      return grouped;
    },
  };
}

export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
