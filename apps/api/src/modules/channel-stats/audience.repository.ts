import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import type { ReadDb } from '#api/db/replica/read-side';
import { shownChannelSql } from '#api/modules/access';

/** A rolled-up count: bigint columns arrive as text. */
const count = (value: number | string | null) => (value === null ? 0 : Number(value));

export interface RetentionBucketRow {
  at: number;
  starts: number;
  sleeps: number;
  leaves: number;
  finishes: number;
}

export interface AudienceEpisode {
  contentId: number;
  title: string;
  playlistTitle: string;
  episodeNo: number;
  durationSec: number;
}

export interface FanRowRaw {
  userId: number;
  nickname: string;
  active: boolean;
  hearts: number;
  tipHearts: number;
  subscribedMonths: number;
}

/**
 * Everything the retention answer needs in ONE round trip: the channel's owner, its episodes
 * (newest first, for the selector), the episode asked for (`$2`, or the newest) and its curve
 * from the roll-up, regrouped into the episode's bucket size: one range read of the
 * (content_id, second) primary key. The buckets travel as one text `at,starts,sleeps,leaves,finishes;…`
 * (a 3-hour episode is 1,081 buckets: building as many JSON arrays cost PostgreSQL 2.5× as much).
 * Prepared: the studio asks it again for every episode.
 */
const RETENTION = {
  name: 'audience_retention',
  text: `with eps as (
  select c.id, c.title, p.title as playlist_title, c.episode_no, c.duration_sec
    from contents c join playlists p on p.id = c.playlist_id
   where p.channel_id = $1 and c.status <> 'deleted'
   order by c.id desc limit 500),
ep as (
  select e.id, e.duration_sec,
         case when e.duration_sec <= 600 then 1 when e.duration_sec <= 3600 then 5 else 10 end as bucket
    from eps e where $2::bigint is null or e.id = $2::bigint
   order by e.id desc limit 1)
select ch.owner_user_id::int as "ownerUserId",
       (select coalesce(json_agg(json_build_array(e.id, e.title, e.playlist_title, e.episode_no) order by e.id desc), '[]')
          from eps e) as episodes,
       (select id::int from ep) as "contentId",
       (select duration_sec from ep) as "durationSec",
       (select string_agg(concat_ws(',', b.at, b.starts, b.sleeps, b.leaves, b.finishes), ';' order by b.at)
          from (select (r.second / ep.bucket) * ep.bucket as at, sum(r.starts) as starts, sum(r.sleeps) as sleeps,
                       sum(r.leaves) as leaves, sum(r.finishes) as finishes
                  from ep join content_retention r on r.content_id = ep.id
                 group by 1) b) as buckets
  from channels ch where ch.id = $1`,
};

export interface RetentionRead {
  ownerUserId: number | null;
  episodes: Omit<AudienceEpisode, 'durationSec'>[];
  /** The episode of the curve: the one asked for when it is the channel's, else null; the newest when none was asked. */
  contentId: number | null;
  durationSec: number;
  buckets: RetentionBucketRow[];
}

/** The top 50 of a month (all members, or only those shown), walking the rank index. */
const fansText = (shown: boolean) => `
select m.user_id::int as "userId", u.username as nickname, (u.status = 'active') as active,
       m.hearts, m.tip_hearts as "tipHearts",
       (select count(*) from channel_fan_months s
         where s.channel_id = m.channel_id and s.user_id = m.user_id
           and s.subscription_hearts > 0 and s.month <= m.month) as "subscribedMonths"
  from channel_fan_months m join users u on u.id = m.user_id
 where m.channel_id = $1 and m.month = $2::date and m.hearts > 0
   ${shown ? `and m.shown and u.status = 'active' and exists (select 1 from fan_rank_opt_ins o where o.user_id = m.user_id)` : ''}
 order by m.hearts desc, m.user_id
 limit 50`;

const FANS = { name: 'audience_fans', text: fansText(false) };
const PUBLIC_FANS = { name: 'audience_public_fans', text: fansText(true) };

/** The reads (replica) and the one write (the opt-in) behind the studio's audience numbers. */
export function createAudienceRepository(db: Db, reads: ReadDb) {
  return {
    /** The channel's owner, or undefined when there is no such channel; `shown`: visible to everyone. */
    async channel(channelId: number): Promise<{ ownerUserId: number | null; shown: boolean } | undefined> {
      const result = await reads.execute<{ ownerUserId: number | null; shown: boolean }>(sql`
        select ch.owner_user_id::int as "ownerUserId", (${shownChannelSql('ch')}) as shown
          from channels ch where ch.id = ${channelId}`);
      return result.rows[0];
    },

    /** The channel (undefined: none) with its episodes and one episode's curve, in one statement. */
    async retention(channelId: number, contentId: number | null): Promise<RetentionRead | undefined> {
      type Raw = {
        ownerUserId: number | null;
        episodes: [number, string, string, number][];
        contentId: number | null;
        durationSec: number | null;
        buckets: string | null;
      };
      const result = await reads.$client.query<Raw>({ ...RETENTION, values: [channelId, contentId] });
      const row = result.rows[0];
      if (!row) return undefined;
      return {
        ownerUserId: row.ownerUserId,
        episodes: row.episodes.map(([id, title, playlistTitle, episodeNo]) => ({
          contentId: id,
          title,
          playlistTitle,
          episodeNo,
        })),
        contentId: row.contentId,
        durationSec: row.durationSec ?? 0,
        buckets: (row.buckets === null ? [] : row.buckets.split(';')).map((bucket) => {
          const [at, starts, sleeps, leaves, finishes] = bucket.split(',').map(Number);
          return { at: at!, starts: starts!, sleeps: sleeps!, leaves: leaves!, finishes: finishes! };
        }),
      };
    },

    /** Plays started per source on the Seoul days `from`..`to` (both included). */
    async sources(channelId: number, from: string, to: string): Promise<Map<string, number>> {
      const result = await reads.execute<{ source: string; plays: string }>(sql`
        select source, sum(plays) as plays from channel_play_sources
         where channel_id = ${channelId} and day between ${from}::date and ${to}::date
         group by source`);
      return new Map(result.rows.map((row) => [row.source, count(row.plays)]));
    },

    /** Free unlocks (기다무, 이용권) of the channel's episodes made in [from, to). */
    async freeUnlocks(channelId: number, from: Date, to: Date): Promise<{ waitFree: number; pass: number }> {
      const result = await reads.execute<{ waitFree: string; pass: string }>(sql`
        with unlocks as (
          select r.source from rentals r join playlists p on p.id = r.playlist_id
           where p.channel_id = ${channelId} and r.created_at >= ${from.toISOString()}::timestamptz
             and r.created_at < ${to.toISOString()}::timestamptz and r.source in ('wait_free', 'pass')
          union all
          select u.source from purchases u join playlists p on p.id = u.playlist_id
           where p.channel_id = ${channelId} and u.created_at >= ${from.toISOString()}::timestamptz
             and u.created_at < ${to.toISOString()}::timestamptz and u.source in ('wait_free', 'pass'))
        select count(*) filter (where source = 'wait_free') as "waitFree",
               count(*) filter (where source = 'pass') as pass
          from unlocks`);
      const row = result.rows[0];
      return { waitFree: count(row?.waitFree ?? 0), pass: count(row?.pass ?? 0) };
    },

    /** The month's top 50 (`month` is its first day); `shown`: only members who opted in. */
    async fans(channelId: number, month: string, shown: boolean): Promise<FanRowRaw[]> {
      const result = await reads.$client.query<Record<keyof FanRowRaw, string | number | boolean>>({
        ...(shown ? PUBLIC_FANS : FANS),
        values: [channelId, month],
      });
      return result.rows.map((row) => ({
        userId: Number(row.userId),
        nickname: String(row.nickname),
        active: Boolean(row.active),
        hearts: count(row.hearts as string),
        tipHearts: count(row.tipHearts as string),
        subscribedMonths: count(row.subscribedMonths as string),
      }));
    },

    async fanRankShown(userId: number): Promise<boolean> {
      const result = await db.execute<{ shown: boolean }>(sql`
        select exists (select 1 from fan_rank_opt_ins where user_id = ${userId}) as shown`);
      return Boolean(result.rows[0]?.shown);
    },

    /** The opt-in and the copy on every month row of the member, in one transaction. */
    async setFanRankShown(userId: number, show: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        if (show) {
          await tx.execute(
            sql`insert into fan_rank_opt_ins (user_id) values (${userId}) on conflict do nothing`,
          );
        } else {
          await tx.execute(sql`delete from fan_rank_opt_ins where user_id = ${userId}`);
        }
        await tx.execute(sql`
          update channel_fan_months set shown = ${show} where user_id = ${userId} and shown <> ${show}`);
      });
    },
  };
}

export type AudienceRepository = ReturnType<typeof createAudienceRepository>;
