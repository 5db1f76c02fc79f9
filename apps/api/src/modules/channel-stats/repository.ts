import { sql } from 'drizzle-orm';
import type { ReadDb } from '#api/db/replica/read-side';
import { liveAtText } from '#api/db/rules/live-subscription';
import { ownedChannelSql } from '#api/modules/access';

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

export interface ChannelWithAudience extends OwnedChannel {
  followers: number;
  subscribers: number;
}

export interface StatsPlaylist {
  id: number;
  title: string;
  coverImg: string;
}

/** The figures of a run of days: playlist rows and channel rows, in no particular order. */
export interface DayRows {
  playlistDays: PlaylistDayRow[];
  channelDays: ChannelDayRow[];
}

/**
 * Both daily roll-ups of a channel for the Seoul days `$2`..`$3` (both included), one row per
 * playlist and day and one per channel day (playlistId null). Prepared: every statistics answer
 * runs it for today's figures.
 */
const DAYS = {
  name: 'channel_stats_days',
  text: `select to_char(d.day, 'YYYY-MM-DD') as day, d.playlist_id::int as "playlistId", d.visits, d.visitors,
       d.plays, d.playtime_sec as "playtimeSec", d.likes, d.purchases, d.hearts,
       0 as "newFollowers", 0 as "newSubscribers", 0 as "subscriptionHearts", 0 as "galleryHearts"
  from playlist_daily_activity d join playlists p on p.id = d.playlist_id
 where p.channel_id = $1 and d.day between $2::date and $3::date
union all
select to_char(c.day, 'YYYY-MM-DD'), null, 0, 0, 0, 0, 0, 0, 0,
       c.new_followers, c.new_subscribers, c.subscription_hearts, c.gallery_hearts
  from channel_daily_stats c
 where c.channel_id = $1 and c.day between $2::date and $3::date`,
};

type DaysRow = Omit<PlaylistDayRow, 'playlistId'> &
  Omit<ChannelDayRow, 'day'> & { playlistId: number | null };
type Raw<T> = { [K in keyof T]: T[K] extends number ? number | string : T[K] };

/** A rolled-up count: bigint columns arrive as text. */
const count = (value: number | string) => (typeof value === 'string' ? Number(value) : value);

/**
 * Everything an answer reads beside the settled days, in one round trip: the channel, its
 * followers and paying subscribers at `$2`, its playlists (newest first) and the roll-ups' rows
 * of the Seoul days `$3`..`$4` that are still live (none when `$3` is after `$4`).
 */
const OVERVIEW = {
  name: 'channel_stats_overview',
  text: `select ch.id::int as id, ch.name, ch.profile_img as "profileImg", ch.owner_user_id::int as "ownerUserId",
       (select count(*)::int from channel_follows f where f.channel_id = ch.id) as followers,
       (select count(*)::int from channel_subscriptions s
         where s.channel_id = ch.id and ${liveAtText('s', '$2')}) as subscribers,
       (select coalesce(json_agg(json_build_array(p.id, p.title, p.cover_img) order by p.open_dt desc, p.id desc), '[]')
          from playlists p where p.channel_id = ch.id) as playlists,
       (select coalesce(json_agg(json_build_array(to_char(d.day, 'YYYY-MM-DD'), d.playlist_id, d.visits, d.visitors,
                 d.plays, d.playtime_sec, d.likes, d.purchases, d.hearts)), '[]')
          from playlist_daily_activity d join playlists p on p.id = d.playlist_id
         where p.channel_id = ch.id and d.day between $3::date and $4::date) as "playlistDays",
       (select coalesce(json_agg(json_build_array(to_char(c.day, 'YYYY-MM-DD'), c.new_followers, c.new_subscribers,
                 c.subscription_hearts, c.gallery_hearts)), '[]')
          from channel_daily_stats c
         where c.channel_id = ch.id and c.day between $3::date and $4::date) as "channelDays"
  from channels ch where ch.id = $1`,
};

type OverviewRow = ChannelWithAudience & {
  playlists: Array<[number, string, string]>;
  playlistDays: Array<[string, number, number, number, number, number, number, number, number]>;
  channelDays: Array<[string, number, number, number, number]>;
};

/** What one statement tells of a channel for its statistics. */
export interface ChannelOverview {
  channel: ChannelWithAudience;
  playlists: StatsPlaylist[];
  /** The rows of the live days asked for. */
  live: DayRows;
}

/**
 * The reads behind channel statistics. Figures come from the two daily roll-ups (migrations
 * 0017 and 0032), a few rows per day whatever the channel's traffic; a period is at most 92 days.
 */
export function createChannelStatsRepository(db: ReadDb) {
  return {
    /**
     * The channel with its audience at `now`, its playlists and the roll-ups' rows of the live
     * days `live` (Seoul days, both included; null: none), or null when there is no such channel.
     */
    async overview(
      channelId: number,
      now: Date,
      live: { from: string; to: string } | null,
    ): Promise<ChannelOverview | null> {
      const result = await db.$client.query<OverviewRow>({
        ...OVERVIEW,
        values: [channelId, now, live?.from ?? '2000-01-02', live?.to ?? '2000-01-01'],
      });
      const row = result.rows[0];
      if (!row) return null;
      return {
        channel: {
          id: row.id,
          name: row.name,
          profileImg: row.profileImg,
          ownerUserId: row.ownerUserId,
          followers: row.followers,
          subscribers: row.subscribers,
        },
        playlists: row.playlists.map(([id, title, coverImg]) => ({ id, title, coverImg })),
        live: {
          playlistDays: row.playlistDays.map(
            ([day, playlistId, visits, visitors, plays, playtimeSec, likes, purchases, hearts]) => ({
              day,
              playlistId,
              visits,
              visitors,
              plays,
              playtimeSec,
              likes,
              purchases,
              hearts,
            }),
          ),
          channelDays: row.channelDays.map(
            ([day, newFollowers, newSubscribers, subscriptionHearts, galleryHearts]) => ({
              day,
              newFollowers,
              newSubscribers,
              subscriptionHearts,
              galleryHearts,
            }),
          ),
        },
      };
    },

    async ownedChannels(userId: number): Promise<OwnedChannel[]> {
      const result = await db.execute<OwnedChannel & Record<string, unknown>>(sql`
        select id::int as id, name, profile_img as "profileImg", owner_user_id::int as "ownerUserId"
          from channels ch where ${ownedChannelSql(userId)} order by id`);
      return result.rows;
    },

    /** The channel's figures of the Seoul days `fromDay`..`toDay` (both included), from the roll-ups. */
    async days(channelId: number, fromDay: string, toDay: string): Promise<DayRows> {
      const result = await db.$client.query<Raw<DaysRow>>({ ...DAYS, values: [channelId, fromDay, toDay] });
      const rows: DayRows = { playlistDays: [], channelDays: [] };
      for (const row of result.rows) {
        if (row.playlistId === null) {
          rows.channelDays.push({
            day: row.day,
            newFollowers: count(row.newFollowers),
            newSubscribers: count(row.newSubscribers),
            subscriptionHearts: count(row.subscriptionHearts),
            galleryHearts: count(row.galleryHearts),
          });
        } else {
          rows.playlistDays.push({
            day: row.day,
            playlistId: row.playlistId,
            visits: count(row.visits),
            visitors: count(row.visitors),
            plays: count(row.plays),
            playtimeSec: count(row.playtimeSec),
            likes: count(row.likes),
            purchases: count(row.purchases),
            hearts: count(row.hearts),
          });
        }
      }
      return rows;
    },
  };
}

export type ChannelStatsRepository = ReturnType<typeof createChannelStatsRepository>;
