import type { MediaType } from '@sogon/contract/enums';
import type { TPlaylistCard } from '@sogon/contract/schemas/catalog';
import { sql } from 'drizzle-orm';
import type { ReadDb } from '#api/db/replica/read-side';
import { adultSql, shownChannelSql, visibleEpisodeSql, visiblePlaylistSql } from '#api/modules/access';
import { type PlaylistCardRow, playlistCardFromRow } from '#api/modules/catalog';
import type { Viewer } from '#api/modules/viewer';
import {
  type EpisodeCardRow,
  episodeCardColumns,
  episodeCardFromRow,
  newestFirst,
  oldestFirst,
  openDtCursor,
  playlistCardColumns,
} from './sql-fragments.ts';

export interface Slice {
  viewer: Viewer;
  offset: number;
  limit: number;
}

export interface CursorSlice {
  viewer: Viewer;
  ascending: boolean;
  limit: number;
  after: { openDt: string; id: number } | null;
  /** null: every media type. */
  mediaType: MediaType | null;
}

interface CursorRow extends PlaylistCardRow {
  cursor: string;
}

/** Playlist lists across the catalog: home feeds, categories, the global cursor, latest episodes. */
/** `now`: the clock episode schedules are read at (ADR 066). */
export function createFeedsRepository(db: ReadDb, now: () => Date = () => new Date()) {
  async function cards(query: ReturnType<typeof sql>): Promise<TPlaylistCard[]> {
    const result = await db.execute<PlaylistCardRow>(query);
    return result.rows.map(playlistCardFromRow);
  }

  return {
    /**
     * One slice of every visible playlist in the order a seed shuffles them: a hash of (id, seed),
     * so the same seed gives the same order on every page, and a new playlist takes one place in
     * it without moving the others.
     */
    shuffled(seed: number, slice: Slice): Promise<TPlaylistCard[]> {
      return cards(sql`
        select ${playlistCardColumns(now())}
        from (
          select p.id, hashint8extended(p.id, ${seed}::bigint) as shuffle
          from playlists p
          join channels ch on ch.id = p.channel_id
          where ${visiblePlaylistSql(slice.viewer)}
          order by shuffle, p.id
          offset ${slice.offset} limit ${slice.limit}
        ) picked
        join playlists p on p.id = picked.id
        join channels ch on ch.id = p.channel_id
        order by picked.shuffle, picked.id`);
    },

    /** Newest first by open date. */
    newest(slice: Slice): Promise<TPlaylistCard[]> {
      return cards(sql`
        select ${playlistCardColumns(now())}
        from playlists p
        join channels ch on ch.id = p.channel_id
        where ${visiblePlaylistSql(slice.viewer)}
        order by ${newestFirst('p')}
        offset ${slice.offset} limit ${slice.limit}`);
    },

    /** Playlists of the channels the member follows, newest first. */
    followed(userId: number, slice: Slice): Promise<TPlaylistCard[]> {
      return cards(sql`
        select ${playlistCardColumns(now())}
        from channel_follows f
        join playlists p on p.channel_id = f.channel_id
        join channels ch on ch.id = p.channel_id
        where f.user_id = ${userId} and ${visiblePlaylistSql(slice.viewer)}
        order by ${newestFirst('p')}
        offset ${slice.offset} limit ${slice.limit}`);
    },

    async category(id: number): Promise<{ id: number; code: string; name: string } | null> {
      const result = await db.execute<{ id: number; code: string; name: string }>(sql`
        select id, code, name from categories where id = ${id} and is_visible`);
      return result.rows[0] ?? null;
    },

    /** How many playlists the viewer may see: the whole of 새로 나온 (category 22). */
    async visibleCount(viewer: Viewer): Promise<number> {
      const result = await db.execute<{ total: number }>(sql`
        select count(*)::int as total
        from playlists p
        join channels ch on ch.id = p.channel_id
        where ${visiblePlaylistSql(viewer)}`);
      return result.rows[0]?.total ?? 0;
    },

    /** A category's playlists in curated order, then newest first; and how many there are. */
    async categoryPage(categoryId: number, slice: Slice): Promise<{ items: TPlaylistCard[]; total: number }> {
      const from = sql`
        from playlist_categories pc
        join playlists p on p.id = pc.playlist_id
        join channels ch on ch.id = p.channel_id
        where pc.category_id = ${categoryId} and ${visiblePlaylistSql(slice.viewer)}`;
      const [items, counted] = await Promise.all([
        cards(sql`
          select ${playlistCardColumns(now())} ${from}
          order by pc.sort, p.open_dt desc, p.id desc
          offset ${slice.offset} limit ${slice.limit}`),
        db.execute<{ total: number }>(sql`select count(*)::int as total ${from}`),
      ]);
      return { items, total: counted.rows[0]?.total ?? 0 };
    },

    /**
     * One keyset page of every visible playlist on (open_dt, id): an index walk from the cursor,
     * so the 10,000th row costs what the first does, and rows inserted meanwhile cannot shift it.
     */
    async cursorPage(query: CursorSlice): Promise<Array<{ card: TPlaylistCard; cursor: string }>> {
      const order = query.ascending ? oldestFirst('p') : newestFirst('p');
      const after = query.after
        ? query.ascending
          ? sql`and (p.open_dt, p.id) > (${query.after.openDt}::timestamptz, ${query.after.id})`
          : sql`and (p.open_dt, p.id) < (${query.after.openDt}::timestamptz, ${query.after.id})`
        : sql``;
      const type = query.mediaType ? sql`and p.media_type = ${query.mediaType}` : sql``;
      const result = await db.execute<CursorRow>(sql`
        select ${playlistCardColumns(now())}, ${openDtCursor} as cursor
        from playlists p
        join channels ch on ch.id = p.channel_id
        where ${visiblePlaylistSql(query.viewer)} ${type} ${after}
        order by ${order}
        limit ${query.limit}`);
      return result.rows.map((row) => ({ card: playlistCardFromRow(row), cursor: row.cursor }));
    },

    /** Published episodes, newest first. */
    async latestEpisodes(slice: Slice) {
      const result = await db.execute<EpisodeCardRow>(sql`
        select ${episodeCardColumns}
        from contents c
        join playlists p on p.id = c.playlist_id
        join channels ch on ch.id = p.channel_id
        where ${visibleEpisodeSql(slice.viewer, now())}
        order by ${newestFirst('c')}
        offset ${slice.offset} limit ${slice.limit}`);
      return result.rows.map(episodeCardFromRow);
    },

    /** What recommendations start from: a published playlist, its channel, tags and 19+ state. */
    async playlistFacts(id: number) {
      const result = await db.execute<{
        id: number;
        channel_id: number;
        tags: string[];
        adult: boolean;
      }>(sql`
        select p.id, p.channel_id, p.tags, ${adultSql('p', 'ch')} as adult
        from playlists p join channels ch on ch.id = p.channel_id
        where p.id = ${id} and p.status = 'published' and ${shownChannelSql('ch')}`);
      const row = result.rows[0];
      return row ? { id: row.id, channelId: row.channel_id, tags: row.tags, adult: row.adult } : null;
    },

    /** The channel's other playlists, newest first. */
    channelPlaylists(
      channelId: number,
      options: { excludeId: number; viewer: Viewer; limit: number },
    ): Promise<TPlaylistCard[]> {
      return cards(sql`
        select ${playlistCardColumns(now())}
        from playlists p
        join channels ch on ch.id = p.channel_id
        where p.channel_id = ${channelId} and p.id <> ${options.excludeId}
          and ${visiblePlaylistSql(options.viewer)}
        order by ${newestFirst('p')}
        limit ${options.limit}`);
    },

    /**
     * Playlists of other channels sharing tags or categories with the given one, the most shared
     * first (a shared tag and a shared category count the same), then the newest.
     */
    similarPlaylists(
      playlist: { id: number; tags: string[] },
      options: { excludeChannelId: number; viewer: Viewer; limit: number },
    ): Promise<TPlaylistCard[]> {
      const tags = sql`${sql.param(playlist.tags)}::text[]`;
      return cards(sql`
        with mine as (select category_id from playlist_categories where playlist_id = ${playlist.id}),
        candidates as (
          select p.id,
                 cardinality(array(select unnest(p.tags) intersect select unnest(${tags})))
                 + (select count(*)::int from playlist_categories pc
                    where pc.playlist_id = p.id and pc.category_id in (select category_id from mine)) as shared
          from playlists p
          where p.id <> ${playlist.id} and p.channel_id <> ${options.excludeChannelId}
            and (p.tags && ${tags}
                 or p.id in (select pc.playlist_id from playlist_categories pc
                             where pc.category_id in (select category_id from mine)))
        )
        select ${playlistCardColumns(now())}
        from candidates
        join playlists p on p.id = candidates.id
        join channels ch on ch.id = p.channel_id
        where ${visiblePlaylistSql(options.viewer)}
        order by candidates.shared desc, p.open_dt desc, p.id desc
        limit ${options.limit}`);
    },
  };
}

export type FeedsRepository = ReturnType<typeof createFeedsRepository>;
