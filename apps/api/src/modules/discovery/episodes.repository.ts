import type { TOwnedEpisode, TPlayedEpisode, TSitemap } from '@sogon/contract/schemas/discovery';
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import {
  adultAllowedSql,
  episodeOpenForSql,
  visibleEpisodeSql,
  visiblePlaylistSql,
} from '#api/modules/access';
import { ANONYMOUS, type Viewer } from '#api/modules/viewer';
import type { Slice } from './feeds.repository.ts';
import { type EpisodeCardRow, episodeCardColumns, episodeCardFromRow, iso } from './sql-fragments.ts';

export interface EpisodeNeighbour {
  id: number;
  title: string;
}

/** Episodes one at a time and the member's episode lists: owned, played; and the sitemap. */
export function createEpisodesRepository(db: Db, now: () => Date = () => new Date()) {
  return {
    /** The previous and next published episodes of a playlist around one, as the viewer may see them. */
    async neighbours(
      episode: { playlistId: number; episodeNo: number; id: number },
      viewer: Viewer,
    ): Promise<{ prev: EpisodeNeighbour | null; next: EpisodeNeighbour | null }> {
      const adult = sql`and ${adultAllowedSql(viewer, 'c')} and ${episodeOpenForSql(viewer.userId, now())}`;
      const result = await db.execute<{ side: 'prev' | 'next'; id: number; title: string }>(sql`
        (select 'prev' as side, c.id, c.title from contents c
         where c.playlist_id = ${episode.playlistId} ${adult}
           and (c.episode_no, c.id) < (${episode.episodeNo}, ${episode.id})
         order by c.episode_no desc, c.id desc limit 1)
        union all
        (select 'next' as side, c.id, c.title from contents c
         where c.playlist_id = ${episode.playlistId} ${adult}
           and (c.episode_no, c.id) > (${episode.episodeNo}, ${episode.id})
         order by c.episode_no asc, c.id asc limit 1)`);
      const pick = (side: 'prev' | 'next') => {
        const row = result.rows.find((candidate) => candidate.side === side);
        return row ? { id: row.id, title: row.title } : null;
      };
      return { prev: pick('prev'), next: pick('next') };
    },

    /**
     * Episodes the member owns: bought one by one, or inside a playlist bought whole (episodes
     * added later included). Each once, by its first purchase; the latest purchases first.
     */
    async owned(userId: number, slice: Slice): Promise<{ items: TOwnedEpisode[]; total: number }> {
      const owned = sql`
        with acquired as (
          select pu.content_id, 'purchased' as via, pu.created_at
          from purchases pu where pu.user_id = ${userId} and pu.content_id is not null
          union all
          select c.id, 'bundle' as via, pu.created_at
          from purchases pu join contents c on c.playlist_id = pu.playlist_id
          where pu.user_id = ${userId} and pu.content_id is null
        ), firsts as (
          select distinct on (content_id) content_id, via, created_at
          from acquired order by content_id, created_at, via desc
        )`;
      const from = sql`
        from firsts o
        join contents c on c.id = o.content_id
        join playlists p on p.id = c.playlist_id
        join channels ch on ch.id = p.channel_id
        where ${visibleEpisodeSql(slice.viewer, now())}`;
      const [page, counted] = await Promise.all([
        db.execute<EpisodeCardRow & { via: TOwnedEpisode['via']; owned_at: string }>(sql`
          ${owned}
          select ${episodeCardColumns}, o.via, o.created_at as owned_at ${from}
          order by o.created_at desc, c.playlist_id desc, c.episode_no, c.id
          offset ${slice.offset} limit ${slice.limit}`),
        db.execute<{ total: number }>(sql`${owned} select count(*)::int as total ${from}`),
      ]);
      return {
        items: page.rows.map((row) => ({
          ...episodeCardFromRow(row),
          via: row.via,
          ownedAt: iso(row.owned_at),
        })),
        total: counted.rows[0]?.total ?? 0,
      };
    },

    /** Episodes the member has played (has a position in), the latest played first. */
    async played(userId: number, slice: Slice): Promise<{ items: TPlayedEpisode[]; total: number }> {
      const from = sql`
        from playback_positions pp
        join contents c on c.id = pp.content_id
        join playlists p on p.id = c.playlist_id
        join channels ch on ch.id = p.channel_id
        where pp.user_id = ${userId} and ${visibleEpisodeSql(slice.viewer, now())}`;
      const [page, counted] = await Promise.all([
        db.execute<EpisodeCardRow & { playtime: number; played_at: string }>(sql`
          select ${episodeCardColumns}, pp.playtime, pp.updated_at as played_at ${from}
          order by pp.updated_at desc, c.id desc
          offset ${slice.offset} limit ${slice.limit}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total ${from}`),
      ]);
      return {
        items: page.rows.map((row) => ({
          ...episodeCardFromRow(row),
          playtime: row.playtime,
          playedAt: iso(row.played_at),
        })),
        total: counted.rows[0]?.total ?? 0,
      };
    },

    /** The highest playlist and episode ids: how many sitemap pages there are. */
    async highestIds(): Promise<{ playlist: number; content: number; channel: number }> {
      const result = await db.execute<{ playlist: number; content: number; channel: number }>(sql`
        select coalesce((select max(id) from playlists), 0)::bigint as playlist,
               coalesce((select max(id) from contents), 0)::bigint as content,
               coalesce((select max(id) from channels), 0)::bigint as channel`);
      return result.rows[0] ?? { playlist: 0, content: 0, channel: 0 };
    },

    /** Public, non-adult channels, playlists and episodes with ids in [from, to], by id. */
    async sitemapRange(
      from: number,
      to: number,
    ): Promise<Pick<TSitemap, 'channels' | 'playlists' | 'contents'>> {
      const [channels, playlists, contents] = await Promise.all([
        // A channel page is worth listing once it has something published; its last change is
        // its newest playlist's.
        db.execute<{ id: number; updated_at: string }>(sql`
          select ch.id, max(p.updated_at) as updated_at
          from channels ch join playlists p on p.channel_id = ch.id and ${visiblePlaylistSql(ANONYMOUS)}
          where ch.id between ${from} and ${to}
          group by ch.id
          order by ch.id`),
        db.execute<{ id: number; updated_at: string }>(sql`
          select p.id, p.updated_at from playlists p join channels ch on ch.id = p.channel_id
          where p.id between ${from} and ${to} and ${visiblePlaylistSql(ANONYMOUS)}
          order by p.id`),
        db.execute<{
          id: number;
          playlist_id: number;
          media_type: TSitemap['contents'][number]['mediaType'];
          updated_at: string;
        }>(sql`
          select c.id, c.playlist_id, c.media_type, greatest(c.created_at, c.open_dt) as updated_at
          from contents c
          join playlists p on p.id = c.playlist_id
          join channels ch on ch.id = p.channel_id
          where c.id between ${from} and ${to} and ${visibleEpisodeSql(ANONYMOUS, now())}
          order by c.id`),
      ]);
      return {
        channels: channels.rows.map((row) => ({ id: row.id, updatedAt: iso(row.updated_at) })),
        playlists: playlists.rows.map((row) => ({ id: row.id, updatedAt: iso(row.updated_at) })),
        contents: contents.rows.map((row) => ({
          id: row.id,
          playlistId: row.playlist_id,
          mediaType: row.media_type,
          updatedAt: iso(row.updated_at),
        })),
      };
    },
  };
}

export type EpisodesRepository = ReturnType<typeof createEpisodesRepository>;
