import { sql } from 'drizzle-orm';
import type { ReadDb } from '#api/db/replica/read-side';
import { ownedChannelSql } from '#api/modules/access/ownership-sql';
import type { StatsPeriod } from './period.ts';

/** Figures of one playlist on one Seoul day; a measure the day did not have is 0. */
export interface PlaylistDayRow {
  day: string;
  playlistId: number;
  visits: number;
  visitors: number;
  plays: number;
  playtimeSec: number;
  likes: number;
  purchases: number;
  hearts: number;
}

/** Channel-wide figures of one Seoul day. */
export interface ChannelDayRow {
  day: string;
  newFollowers: number;
  newSubscribers: number;
  subscriptionHearts: number;
  galleryHearts: number;
}

export interface OwnedChannel {
  id: number;
  name: string;
  profileImg: string;
  ownerUserId: number | null;
}

export interface StatsPlaylist {
  id: number;
  title: string;
  coverImg: string;
}

const SEOUL = sql.raw(`'Asia/Seoul'`);
/** The Seoul calendar day of a timestamptz column, as text. */
const seoulDay = (column: ReturnType<typeof sql.raw>) =>
  sql`to_char((${column} at time zone ${SEOUL})::date, 'YYYY-MM-DD')`;

type Raw<T> = { [K in keyof T]: T[K] extends number ? number | string : T[K] };
const numbers = <T extends object>(row: Raw<T>): T =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'string' && key !== 'day' ? Number(value) : value,
    ]),
  ) as T;

/**
 * The reads behind channel statistics. Each groups by Seoul day (and playlist), so one call
 * serves the daily chart, the playlist table and the totals; a period is at most 92 days.
 */
export function createChannelStatsRepository(db: ReadDb) {
  return {
    async channel(channelId: number): Promise<OwnedChannel | null> {
      const result = await db.execute<OwnedChannel & Record<string, unknown>>(sql`
        select id::int as id, name, profile_img as "profileImg", owner_user_id::int as "ownerUserId"
          from channels where id = ${channelId}`);
      return result.rows[0] ?? null;
    },

    async ownedChannels(userId: number): Promise<OwnedChannel[]> {
      const result = await db.execute<OwnedChannel & Record<string, unknown>>(sql`
        select id::int as id, name, profile_img as "profileImg", owner_user_id::int as "ownerUserId"
          from channels ch where ${ownedChannelSql(userId)} order by id`);
      return result.rows;
    },

    /** Every playlist of the channel, whatever its status (the owner sees drafts too). */
    async playlists(channelId: number): Promise<StatsPlaylist[]> {
      const result = await db.execute<StatsPlaylist & Record<string, unknown>>(sql`
        select id::int as id, title, cover_img as "coverImg" from playlists
         where channel_id = ${channelId} order by open_dt desc, id desc`);
      return result.rows;
    },

    /** Followers now, and subscriptions that give access now. */
    async audienceNow(channelId: number, now: Date): Promise<{ followers: number; subscribers: number }> {
      const result = await db.execute<{ followers: number; subscribers: number }>(sql`
        select (select count(*)::int from channel_follows where channel_id = ${channelId}) as followers,
               (select count(*)::int from channel_subscriptions
                 where channel_id = ${channelId} and status in ('active', 'cancelled')
                   and current_period_end > ${now}) as subscribers`);
      return result.rows[0]!;
    },

    /** Activity and visitors (from the daily roll-up) and unlocks, per playlist per day. */
    async playlistDays(channelId: number, period: StatsPeriod): Promise<PlaylistDayRow[]> {
      const { from, to, startDt, endDt } = period;
      const result = await db.execute<Raw<PlaylistDayRow>>(sql`
        with activity as (
          select to_char(d.day, 'YYYY-MM-DD') as day, d.playlist_id, d.visits, d.visitors, d.plays,
                 d.playtime_sec, d.likes
            from playlist_daily_activity d join playlists p on p.id = d.playlist_id
           where p.channel_id = ${channelId} and d.day between ${startDt}::date and ${endDt}::date
        ),
        unlocks as (
          select ${seoulDay(sql.raw('pu.created_at'))} as day, pu.playlist_id,
                 count(*)::bigint as purchases, sum(pu.hearts)::bigint as hearts
            from purchases pu join playlists p on p.id = pu.playlist_id
           where p.channel_id = ${channelId} and pu.created_at >= ${from} and pu.created_at < ${to}
           group by 1, 2
        )
        select day, playlist_id::int as "playlistId",
               coalesce(a.visits, 0) as visits, coalesce(a.visitors, 0) as visitors,
               coalesce(a.plays, 0) as plays, coalesce(a.playtime_sec, 0) as "playtimeSec",
               coalesce(a.likes, 0) as likes, coalesce(u.purchases, 0) as purchases,
               coalesce(u.hearts, 0) as hearts
          from activity a
          full join unlocks u using (day, playlist_id)`);
      return result.rows.map((row) => numbers<PlaylistDayRow>(row));
    },

    /** New followers and subscribers, and subscription and gallery income, per day. */
    async channelDays(channelId: number, period: StatsPeriod): Promise<ChannelDayRow[]> {
      const { from, to } = period;
      const result = await db.execute<Raw<ChannelDayRow>>(sql`
        with follows as (
          select ${seoulDay(sql.raw('created_at'))} as day, count(*)::bigint as new_followers
            from channel_follows
           where channel_id = ${channelId} and created_at >= ${from} and created_at < ${to}
           group by 1
        ),
        subscribers as (
          select ${seoulDay(sql.raw('started_at'))} as day, count(*)::bigint as new_subscribers
            from channel_subscriptions
           where channel_id = ${channelId} and started_at >= ${from} and started_at < ${to}
           group by 1
        ),
        subscription_income as (
          select ${seoulDay(sql.raw('sp.created_at'))} as day, sum(sp.hearts)::bigint as subscription_hearts
            from subscription_periods sp join channel_subscriptions s on s.id = sp.subscription_id
           where s.channel_id = ${channelId} and sp.created_at >= ${from} and sp.created_at < ${to}
           group by 1
        ),
        gallery_income as (
          select ${seoulDay(sql.raw('gp.created_at'))} as day, sum(gp.hearts)::bigint as gallery_hearts
            from gallery_purchases gp join gallery_items g on g.id = gp.item_id
           where g.channel_id = ${channelId} and gp.created_at >= ${from} and gp.created_at < ${to}
           group by 1
        )
        select day, coalesce(f.new_followers, 0) as "newFollowers",
               coalesce(s.new_subscribers, 0) as "newSubscribers",
               coalesce(si.subscription_hearts, 0) as "subscriptionHearts",
               coalesce(gi.gallery_hearts, 0) as "galleryHearts"
          from follows f
          full join subscribers s using (day)
          full join subscription_income si using (day)
          full join gallery_income gi using (day)`);
      return result.rows.map((row) => numbers<ChannelDayRow>(row));
    },
  };
}

export type ChannelStatsRepository = ReturnType<typeof createChannelStatsRepository>;
