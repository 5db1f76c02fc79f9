import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import {
  adultSql,
  earlyForMemberSql,
  earlyTimeReachedSql,
  memberSeesAdultSql,
  openEpisodeSql,
  shownChannelSql,
} from '#api/modules/access';

/** An episode's schedule as the open-time job reads it (ADR 066, migration 0046). */
export interface OpeningFacts {
  id: number;
  status: string;
  openDt: Date;
  earlyDays: number;
  earlyTierIds: number[];
  openedAt: Date | null;
  earlyOpenedAt: Date | null;
}

/** What the notification of one opened episode says. */
export interface OpenedEpisode {
  id: number;
  playlistId: number;
  title: string;
  playlistTitle: string;
  channelId: number;
  channelName: string;
}

/** Followers are told of an episode that opened at most this long ago (a sweep after a long outage stays quiet). */
export const NOTIFY_WITHIN_MS = 24 * 60 * 60 * 1000;

/** How many due episodes one sweep takes. */
const SWEEP_BATCH = 500;

type Texts = (episode: OpenedEpisode) => { title: string; body: string; link: string };

/** The episode a run just marked, with what its notification and its audience need. */
interface EpisodeRow extends Record<string, unknown> {
  id: number;
  playlist_id: number;
  title: string;
  playlist_title: string;
  channel_id: number;
  channel_name: string;
  owner_user_id: number | null;
  adult: boolean;
  shown: boolean;
  recent: boolean;
}

/** Reads the marked row (the CTE `marked`, with `moment` its open or 선공개 time) with its playlist and channel. */
function episodeRowSql(at: Date) {
  return sql`
    select o.id::int as id, o.playlist_id::int as playlist_id, o.title, p.title as playlist_title,
           ch.id::int as channel_id, ch.name as channel_name, ch.owner_user_id::int as owner_user_id,
           ${adultSql('o', 'p', 'ch')} as adult,
           (p.status = 'published' and ${shownChannelSql('ch')}) as shown,
           o.moment >= ${new Date(at.getTime() - NOTIFY_WITHIN_MS).toISOString()}::timestamptz as recent
      from marked o join playlists p on p.id = o.playlist_id join channels ch on ch.id = p.channel_id`;
}

const openedOf = (row: EpisodeRow): OpenedEpisode => ({
  id: row.id,
  playlistId: row.playlist_id,
  title: row.title,
  playlistTitle: row.playlist_title,
  channelId: row.channel_id,
  channelName: row.channel_name,
});

/** Not blocked from the channel (channel_blocks): a blocked member hears nothing from it. */
const notBlockedSql = (channelId: number, user: string) =>
  sql`not exists (select 1 from channel_blocks b where b.channel_id = ${channelId} and b.user_id = ${sql.raw(user)})`;

export function createOpeningsRepository(db: Db) {
  /**
   * One moment of an episode, once: `mark` (an update of `contents c` returning the row and its
   * `moment`) and, in its transaction, one notification per member of `audience` (rows `m` with a
   * `user_id`) who is active, not the owner, not blocked by the channel and may see a 19+ episode.
   * Null when it was not this call that marked it; 0 for a hidden or long-past episode.
   */
  function markAndNotify(
    mark: SQL,
    at: Date,
    texts: Texts,
    audience: (row: EpisodeRow) => { source: string; members: SQL; where: SQL },
  ): Promise<number | null> {
    return db.transaction(async (tx) => {
      const marked = await tx.execute<EpisodeRow>(sql`with marked as (${mark}) ${episodeRowSql(at)}`);
      const row = marked.rows[0];
      if (!row) return null;
      if (!row.shown || !row.recent) return 0;
      const text = texts(openedOf(row));
      const { source, members, where } = audience(row);
      const written = await tx.execute(sql`
        insert into member_notifications (user_id, kind, source, channel_id, title, body, link)
        select m.user_id, 'episode', ${source}, ${row.channel_id}, ${text.title}, ${text.body}, ${text.link}
          from ${members} join users u on u.id = m.user_id and u.status = 'active'
         where ${where} and m.user_id is distinct from ${row.owner_user_id}
           and ${notBlockedSql(row.channel_id, 'm.user_id')}
           ${row.adult ? sql`and ${memberSeesAdultSql('u')}` : sql``}
        on conflict (user_id, source) do nothing
        returning user_id`);
      return written.rows.length;
    });
  }

  return {
    async facts(contentId: number): Promise<OpeningFacts | null> {
      const result = await db.execute<{
        id: number;
        status: string;
        open_dt: string | Date;
        early_days: number;
        early_tier_ids: (string | number)[];
        opened_at: string | Date | null;
        early_opened_at: string | Date | null;
      }>(sql`
        select id::int as id, status, open_dt, early_days, early_tier_ids, opened_at, early_opened_at
          from contents where id = ${contentId}`);
      const row = result.rows[0];
      if (!row) return null;
      return {
        id: row.id,
        status: row.status,
        openDt: new Date(row.open_dt),
        earlyDays: row.early_days,
        earlyTierIds: row.early_tier_ids.map(Number),
        openedAt: row.opened_at === null ? null : new Date(row.opened_at),
        earlyOpenedAt: row.early_opened_at === null ? null : new Date(row.early_opened_at),
      };
    },

    /** Published episodes whose open (or 선공개) time has come by `at` and that were not processed. */
    async due(at: Date): Promise<number[]> {
      const result = await db.execute<{ id: number }>(sql`
        select c.id::int as id from contents c
         where (c.opened_at is null and ${openEpisodeSql(at, 'c')})
            or (c.opened_at is null and c.early_opened_at is null and ${earlyTimeReachedSql(at, 'c')})
         order by c.open_dt, c.id
         limit ${SWEEP_BATCH}`);
      return result.rows.map((row) => row.id);
    },

    /**
     * Marks the 선공개 time processed and, in the same transaction, tells each member who may hear
     * it early (a live subscription of one of its tiers, the one rule of earlyForMemberSql) once.
     * Answers how many were told, or null when it was not this call that marked it.
     */
    markEarly: (contentId: number, at: Date, texts: Texts) =>
      markAndNotify(
        sql`update contents c set early_opened_at = ${at.toISOString()}::timestamptz
             where c.id = ${contentId} and c.early_opened_at is null and ${earlyTimeReachedSql(at, 'c')}
            returning c.id, c.playlist_id, c.title, c.is_adult, c.open_dt - make_interval(days => c.early_days) as moment`,
        at,
        texts,
        (row) => ({
          source: `early:${row.id}`,
          members: sql`channel_subscriptions m join contents c on c.id = ${row.id}`,
          where: sql`m.channel_id = ${row.channel_id} and ${earlyForMemberSql(sql`m.user_id`, at, 'c')}`,
        }),
      ),

    /**
     * Marks the open processed and, in the same transaction, gives each follower who may see it
     * one in-app notification (`member_notifications`, one per member and source). Runs once per
     * episode: a second call (a retry, the sweep) finds it marked and does nothing. Answers how many
     * followers were notified, or null when it was not this call that opened it.
     */
    open: (contentId: number, at: Date, texts: Texts) =>
      markAndNotify(
        sql`update contents c set opened_at = ${at.toISOString()}::timestamptz
             where c.id = ${contentId} and c.opened_at is null and ${openEpisodeSql(at, 'c')}
            returning c.id, c.playlist_id, c.title, c.is_adult, c.open_dt as moment`,
        at,
        texts,
        (row) => ({
          source: `episode:${row.id}`,
          members: sql`channel_follows m`,
          where: sql`m.channel_id = ${row.channel_id}`,
        }),
      ),
  };
}

export type OpeningsRepository = ReturnType<typeof createOpeningsRepository>;
