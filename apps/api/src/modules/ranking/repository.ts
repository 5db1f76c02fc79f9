import {
  RANKING_MAX_ROWS,
  type TRankedChannel,
  type TRankedPlaylist,
  type TRankingPlaylistType,
  type TRankingStats,
} from '@sogon/contract/schemas/ranking';
import { type SQL, sql } from 'drizzle-orm';
import type { ReadDb } from '#api/db/replica/read-side';
import type { Audience } from '#api/modules/access';
import { adultSql, notAdultSql, openEpisodeCountSql, shownChannelSql } from '#api/modules/access';
import { type PlaylistCardRow, playlistCardFromRow } from '#api/modules/catalog';
import { emptyLists, type RankingLists } from './lists.ts';
import { RANKING_WEIGHTS, roundScore } from './score.ts';
import type { RankingWindow } from './windows.ts';

/** Realtime lists weigh each signal by its age; TOP 100 lists count every signal once. */
export interface Decay {
  now: Date;
  halfLifeMinutes: number;
}

interface RankedColumns {
  audience: Audience;
  media: TRankingPlaylistType;
  rank: number;
  score: number;
  /** Sums come back from bigint/numeric as text. */
  plays: string | number;
  playtime_sec: string | number;
  likes: string | number;
  purchases: string | number;
}

type PlaylistRankRow = RankedColumns & PlaylistCardRow;

interface ChannelRankRow extends RankedColumns, Record<string, unknown> {
  channel_id: number;
  name: string;
  description: string;
  profile_img: string;
  is_adult: boolean;
  playlist_count: number;
}

const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** 1 without decay; otherwise 0.5^(age / half-life), age counted up to `now` and never negative. */
function weightAt(at: SQL, decay: Decay | null): SQL {
  if (!decay) return sql`1::float8`;
  return sql`power(0.5::float8, greatest(0::float8,
    extract(epoch from (${timestamp(decay.now)} - (${at})))::float8 / ${decay.halfLifeMinutes * 60}::float8))`;
}

/**
 * Per published playlist with any signal in the window: its raw sums (stats), its score and
 * whether it is adult (the playlist or its channel). Hour buckets are weighed at their middle.
 * One pass over each signal table, bounded by the window (content_activity by its hour index).
 */
function playlistSignals(window: RankingWindow, decay: Decay | null): SQL {
  const activityWeight = weightAt(sql`a.hour + interval '30 minutes'`, decay);
  const saleWeight = weightAt(sql`pu.created_at`, decay);
  const w = RANKING_WEIGHTS;
  return sql`
    activity as (
      select c.playlist_id,
             sum(a.plays) as plays, sum(a.playtime_sec) as playtime_sec, sum(a.likes) as likes,
             sum(a.plays * ${activityWeight}) as w_plays,
             sum(a.playtime_sec * ${activityWeight}) as w_playtime,
             sum(a.likes * ${activityWeight}) as w_likes
      from content_activity a
      join contents c on c.id = a.content_id
      where a.hour >= ${timestamp(window.from)} and a.hour < ${timestamp(window.to)}
      group by c.playlist_id
    ),
    sales as (
      select pu.playlist_id, count(*) as purchases, sum(${saleWeight}) as w_purchases
      from purchases pu
      where pu.created_at >= ${timestamp(window.from)} and pu.created_at < ${timestamp(window.to)}
      group by pu.playlist_id
    ),
    signals as (
      select p.id as playlist_id, p.channel_id, p.media_type::text as media_type,
             ${adultSql('p', 'ch')} as adult,
             coalesce(a.plays, 0) as plays,
             coalesce(a.playtime_sec, 0) as playtime_sec,
             greatest(coalesce(a.likes, 0), 0) as likes,
             coalesce(s.purchases, 0) as purchases,
             (${w.play} * coalesce(a.w_plays, 0)
              + ${w.listenedHour} * coalesce(a.w_playtime, 0) / 3600.0
              + ${w.like} * greatest(coalesce(a.w_likes, 0), 0)
              + ${w.purchase} * coalesce(s.w_purchases, 0))::float8 as score
      from (select playlist_id from activity union select playlist_id from sales) ids
      join playlists p on p.id = ids.playlist_id
      join channels ch on ch.id = p.channel_id
      left join activity a on a.playlist_id = p.id
      left join sales s on s.playlist_id = p.id
      where p.status = 'published' and ${shownChannelSql('ch')}
    ),
    audiences as (
      select s.*, aud.audience
      from signals s
      cross join lateral (
        select 'adult'::text as audience
        union all
        select 'everyone'::text where not s.adult
      ) aud
      where s.score > 0
    )`;
}

function statsOf(row: RankedColumns): TRankingStats {
  return {
    plays: Number(row.plays),
    playtimeSec: Number(row.playtime_sec),
    likes: Number(row.likes),
    purchases: Number(row.purchases),
  };
}

function group<R extends RankedColumns, T>(rows: R[], toEntry: (row: R) => T): RankingLists<T> {
  const lists = emptyLists<T>();
  // Rows arrive ordered by audience, media and rank.
  for (const row of rows) lists[row.media][row.audience].push(toEntry(row));
  return lists;
}

export function createRankingRepository(db: ReadDb) {
  return {
    /**
     * Playlists by score, cut into every list a request may ask for: each audience × (all media
     * or one media type), at most RANKING_MAX_ROWS each, in one statement. Ties go to the newer
     * playlist.
     */
    async playlists(
      window: RankingWindow,
      decay: Decay | null = null,
    ): Promise<RankingLists<TRankedPlaylist>> {
      const result = await db.execute<PlaylistRankRow>(sql`
        with ${playlistSignals(window, decay)},
        ranked as (
          select s.*, m.media,
                 row_number() over (partition by s.audience, m.media
                                    order by s.score desc, s.playlist_id desc)::int as rank
          from audiences s
          cross join lateral (values ('all'::text), (s.media_type)) m(media)
        )
        select r.audience, r.media, r.rank, r.score, r.plays, r.playtime_sec, r.likes, r.purchases,
               p.id, p.title, p.description, p.cover_img, p.media_type, p.is_free, p.price, p.is_adult,
               p.tags, p.open_dt,
               ${openEpisodeCountSql(window.to)} as episode_count,
               ch.id as channel_id, ch.name as channel_name, ch.profile_img as channel_profile_img
        from ranked r
        join playlists p on p.id = r.playlist_id
        join channels ch on ch.id = p.channel_id
        where r.rank <= ${RANKING_MAX_ROWS}
        order by r.audience, r.media, r.rank`);
      return group(result.rows, (row) => ({
        rank: row.rank,
        score: roundScore(row.score),
        stats: statsOf(row),
        playlist: playlistCardFromRow(row),
      }));
    },

    /**
     * Channels by the summed score of their playlists, per audience × media in one statement
     * (grouping sets give the all-media and per-media sums in one pass). For `everyone` only
     * non-adult playlists count, which also leaves adult channels out.
     */
    async channels(window: RankingWindow): Promise<RankingLists<TRankedChannel>> {
      const result = await db.execute<ChannelRankRow>(sql`
        with ${playlistSignals(window, null)},
        grouped as (
          select audience, channel_id, coalesce(media_type, 'all') as media,
                 sum(plays) as plays, sum(playtime_sec) as playtime_sec, sum(likes) as likes,
                 sum(purchases) as purchases, sum(score) as score
          from audiences
          group by grouping sets ((audience, channel_id), (audience, channel_id, media_type))
        ),
        ranked as (
          select g.*,
                 row_number() over (partition by g.audience, g.media
                                    order by g.score desc, g.channel_id desc)::int as rank
          from grouped g
        )
        select r.audience, r.media, r.rank, r.score, r.plays, r.playtime_sec, r.likes, r.purchases,
               ch.id as channel_id, ch.name, ch.description, ch.profile_img, ch.is_adult,
               (select count(*)::int from playlists p
                 where p.channel_id = ch.id and p.status = 'published'
                   and (r.audience = 'adult' or ${notAdultSql('p')})) as playlist_count
        from ranked r
        join channels ch on ch.id = r.channel_id
        where r.rank <= ${RANKING_MAX_ROWS}
        order by r.audience, r.media, r.rank`);
      return group(result.rows, (row) => ({
        rank: row.rank,
        score: roundScore(row.score),
        stats: statsOf(row),
        channel: {
          id: row.channel_id,
          name: row.name,
          description: row.description,
          profileImg: row.profile_img,
          isAdult: row.is_adult,
          playlistCount: row.playlist_count,
        },
      }));
    },
  };
}

export type RankingRepository = ReturnType<typeof createRankingRepository>;
