import type { TPlaylistCard } from '@sogon/contract/schemas/catalog';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { channelSubscriptionProducts, channels } from '#api/db/schema/index';
import { adultAllowedSql, openEpisodeCountSql, visiblePlaylistSql } from '#api/modules/access';
import { type PlaylistCardRow, playlistCardFromRow } from '#api/modules/catalog';
import type { Viewer } from '#api/modules/viewer';

interface CardRow extends PlaylistCardRow {
  /** open_dt in UTC to the microsecond: the keyset cursor. */
  cursor: string;
}

export interface PlaylistCardWithCursor {
  card: TPlaylistCard;
  cursor: string;
}

export interface ChannelPlaylistPageQuery {
  viewer: Viewer;
  ascending: boolean;
  limit: number;
  after: { openDt: string; id: number } | null;
}

function toCard(row: CardRow): PlaylistCardWithCursor {
  return { card: playlistCardFromRow(row), cursor: row.cursor };
}

const cardColumns = (at: Date) => sql`
  p.id, p.title, p.description, p.cover_img, p.media_type, p.is_free, p.price, p.is_adult, p.tags, p.open_dt,
  to_char(p.open_dt at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor,
  ${openEpisodeCountSql(at)} as episode_count,
  ch.id as channel_id, ch.name as channel_name, ch.profile_img as channel_profile_img`;

/** `now`: the clock episode schedules are read at (ADR 066). */
export function createChannelRepository(db: Db, now: () => Date = () => new Date()) {
  return {
    async channel(id: number) {
      const [row] = await db.select().from(channels).where(eq(channels.id, id));
      return row ?? null;
    },

    async publishedPlaylistCount(channelId: number, viewer: Viewer): Promise<number> {
      const result = await db.execute<{ count: number }>(sql`
        select count(*)::int as count from playlists p
        where p.channel_id = ${channelId} and p.status = 'published' and ${adultAllowedSql(viewer, 'p')}`);
      return result.rows[0]?.count ?? 0;
    },

    async sellsSubscription(channelId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: channelSubscriptionProducts.id })
        .from(channelSubscriptionProducts)
        .where(
          and(
            eq(channelSubscriptionProducts.channelId, channelId),
            eq(channelSubscriptionProducts.active, true),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * One keyset page of the channel's published playlists on (open_dt, id): rows before the
     * cursor are never read, and playlists opened later cannot shift the pages after it.
     */
    async playlistPage(
      channelId: number,
      query: ChannelPlaylistPageQuery,
    ): Promise<PlaylistCardWithCursor[]> {
      // The index is (open_dt desc nulls last, id desc nulls last): name that order exactly so
      // PostgreSQL walks it instead of sorting the channel's playlists.
      const order = query.ascending
        ? sql`p.open_dt asc nulls first, p.id asc nulls first`
        : sql`p.open_dt desc nulls last, p.id desc nulls last`;
      const after = query.after
        ? query.ascending
          ? sql`and (p.open_dt, p.id) > (${query.after.openDt}::timestamptz, ${query.after.id})`
          : sql`and (p.open_dt, p.id) < (${query.after.openDt}::timestamptz, ${query.after.id})`
        : sql``;
      const result = await db.execute<CardRow>(sql`
        select ${cardColumns(now())}
        from playlists p
        join channels ch on ch.id = p.channel_id
        where p.channel_id = ${channelId} and ${visiblePlaylistSql(query.viewer)}
          ${after}
        order by ${order}
        limit ${query.limit}`);
      return result.rows.map(toCard);
    },
  };
}

export type ChannelRepository = ReturnType<typeof createChannelRepository>;
