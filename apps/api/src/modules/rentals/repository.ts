import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '#api/db/client';
import { isNotEnoughHearts, isUniqueViolation } from '#api/db/errors';
import type { UnlockSource } from '#api/db/schema/hearts';
import { sqlText } from '#api/db/sql-text';
import {
  type Audience,
  adultAllowedSql,
  audienceOf,
  episodeOpenForSql,
  openEpisodeSql,
  shownChannelSql,
  viewerOfAudience,
} from '#api/modules/access';
import type { Balance } from '#api/modules/hearts';
import type { Viewer } from '#api/modules/viewer';

/*
 * 대여 and 기다무 in SQL (ADR 066). A rental is a `rentals` row, held while `ends_at` is ahead of
 * the caller's clock (never the database's now(): a test clock moves it).
 *
 * The reads spell the rules of the unlock statement (purchases/repository.ts): the playlist is
 * published, of a shown channel, not 19+ unless the viewer may see adult items; the episode is
 * one of its published episodes open to the member now (to everyone, or 선공개 for them:
 * visibility-sql.ts `episodeOpenForSql`), not 19+ itself unless allowed. A 선공개 episode is
 * rented like any other by a member who hears it early; 기다무 leaves it out (ADR 070).
 */

/** The playlist and the episode asked for, with what the member holds of it. Parameters as below. */
function episodeFacts(audience: Audience) {
  const viewer = viewerOfAudience(audience);
  const shown = sqlText(shownChannelSql('ch'));
  const playlistHidden = sqlText(sql`not (${adultAllowedSql(viewer, 'p', 'ch')})`);
  const episodeAllowed = sqlText(adultAllowedSql(viewer, 'c'));
  const openForMember = sqlText(episodeOpenForSql(sql.raw('$1::bigint'), sql.raw('$4::timestamptz'), 'c'));
  const openToAll = sqlText(openEpisodeSql(sql.raw('$4::timestamptz'), 'c'));
  return `pl as (
  select true as found, p.title, p.rental_hours, p.wait_free_hours, p.wait_free_exclude_newest,
         p.wait_free_rental_hours, ${shown} as shown, ${playlistHidden} as adult_hidden
    from playlists p join channels ch on ch.id = p.channel_id
   where p.id = $2::bigint and p.status = 'published'),
eps as (
  select c.id, c.episode_no, c.title, c.is_free, c.price, c.rental_price, ${openToAll} as open_to_all
    from contents c
   where c.playlist_id = $2::bigint and ${openForMember} and ${episodeAllowed}),
ep as (select * from eps where eps.id = $3::bigint),
owns as (
  select exists (select 1 from purchases u
                  where u.user_id = $1::bigint and u.playlist_id = $2::bigint
                    and (u.content_id is null or u.content_id = $3::bigint)) as yes),
live as (
  select max(r.ends_at) as ends_at from rentals r
   where r.user_id = $1::bigint and r.content_id = $3::bigint and r.ends_at > $4::timestamptz)`;
}

/**
 * Rent one episode (대여): run after `pg_advisory_xact_lock` on the member and episode in the same
 * transaction, so a second request sees the first's rental (a new snapshot after the lock) and
 * is refused: one rental, one spend. The spend is `ledger_spend` (kind 'rental', reference
 * playlist:N: the channel's 'rental' earning), its key the client's or the member's n-th rental
 * of the episode; the row goes in only when the spend moved hearts. A retry with a used client
 * key answers the rental that key bought.
 * $1 member, $2 playlist, $3 episode, $4 now, $5 the client's key or null.
 */
function rentStatement(audience: Audience) {
  return {
    name: `rental_rent_${audience}`,
    text: `with ${episodeFacts(audience)},
retry as (
  select r.ends_at from ledger_transactions t join rentals r on r.transaction_id = t.id
   where $5::text is not null and t.user_id = $1::bigint and t.kind = 'rental' and t.idempotency_key = $5::text),
decision as materialized (
  select case when pl.found is null or not pl.shown then 'missing'
              when pl.adult_hidden then 'adult'
              when ep.id is null then 'unknown'
              when exists (select 1 from retry) then 'retry'
              when ep.is_free then 'free'
              when ep.rental_price <= 0 then 'not_for_rent'
              when owns.yes then 'owned'
              when live.ends_at is not null then 'rented'
              else 'rent' end as outcome,
         ep.rental_price as hearts, pl.rental_hours, pl.title || ' · ' || ep.title as memo,
         live.ends_at as live_until,
         (select count(*) from rentals r where r.user_id = $1::bigint and r.content_id = $3::bigint) as n
    from (select 1) one left join pl on true left join ep on true cross join owns cross join live),
spent as materialized (
  select s.* from decision d,
         ledger_spend($1::bigint, 'rental', coalesce($5::text, 'rental:' || $3::bigint || ':' || (d.n + 1)),
                      'playlist:' || $2::bigint, d.memo, d.hearts) s
   where d.outcome = 'rent'),
rented as (
  insert into rentals (user_id, playlist_id, content_id, source, hearts, transaction_id, starts_at, ends_at)
  select $1::bigint, $2::bigint, $3::bigint, 'hearts', d.hearts, s.transaction_id, $4::timestamptz,
         $4::timestamptz + make_interval(hours => d.rental_hours)
    from decision d join spent s on s.fresh
  returning ends_at)
select d.outcome, d.hearts, s.fresh,
       coalesce((select ends_at from rented), (select ends_at from retry), d.live_until) as ends_at,
       coalesce(s.paid, w.paid, 0) as paid, coalesce(s.bonus, w.bonus, 0) as bonus
  from decision d left join spent s on true left join heart_wallets w on w.user_id = $1::bigint`,
  };
}

/**
 * Claim a 기다무 episode: one conditional upsert of the member's timer on the playlist decides
 * (the last claim at least wait_free_hours ago, or none): two tabs, two devices or two servers
 * asking at once get one ticket, as the row lock makes the second re-read the first's claim.
 * The unlock goes in with it: a rental of wait_free_rental_hours (source wait_free), or when
 * that is 0 a purchase of 0 hearts (source wait_free). No hearts move.
 * The episode must be a paid episode of the playlist, open to everyone now (a 선공개 episode the
 * member hears early is refused as 'early', ADR 070), not held (owned or rented), and not among
 * the newest wait_free_exclude_newest of the episodes open to everyone.
 * $1 member, $2 playlist, $3 episode, $4 now.
 */
function claimStatement(audience: Audience) {
  return {
    name: `rental_wait_free_${audience}`,
    text: `with ${episodeFacts(audience)},
newest as (
  select e.id from eps e, pl where e.open_to_all order by e.episode_no desc, e.id desc limit coalesce((select wait_free_exclude_newest from pl), 0)),
decision as materialized (
  select case when pl.found is null or not pl.shown then 'missing'
              when pl.adult_hidden then 'adult'
              when ep.id is null then 'unknown'
              when pl.wait_free_hours <= 0 then 'no_wait_free'
              when not ep.open_to_all then 'early'
              when ep.is_free or owns.yes or live.ends_at is not null
                or exists (select 1 from newest n where n.id = ep.id) then 'not_eligible'
              else 'claim' end as outcome,
         pl.wait_free_hours, pl.wait_free_rental_hours
    from (select 1) one left join pl on true left join ep on true cross join owns cross join live),
timer as (
  insert into wait_free_timers as t (user_id, playlist_id, last_claim_at, claims)
  select $1::bigint, $2::bigint, $4::timestamptz, 1 from decision d where d.outcome = 'claim'
  on conflict (user_id, playlist_id) do update set last_claim_at = excluded.last_claim_at, claims = t.claims + 1
   where t.last_claim_at <= excluded.last_claim_at - make_interval(hours => (select wait_free_hours from decision))
  returning last_claim_at),
rented as (
  insert into rentals (user_id, playlist_id, content_id, source, hearts, starts_at, ends_at)
  select $1::bigint, $2::bigint, $3::bigint, 'wait_free', 0, $4::timestamptz,
         $4::timestamptz + make_interval(hours => d.wait_free_rental_hours)
    from decision d, timer where d.wait_free_rental_hours > 0
  returning ends_at),
owned as (
  insert into purchases (user_id, playlist_id, content_id, hearts, source)
  select $1::bigint, $2::bigint, $3::bigint, 0, 'wait_free'
    from decision d, timer where d.wait_free_rental_hours = 0
  returning id)
select d.outcome, d.wait_free_hours, (select last_claim_at from timer) as claimed_at,
       (select ends_at from rented) as ends_at
  from decision d`,
  };
}

const RENT = { adult: rentStatement('adult'), everyone: rentStatement('everyone') };
const CLAIM = { adult: claimStatement('adult'), everyone: claimStatement('everyone') };

/** One advisory lock per member and episode: rentals of it by one member go one at a time. */
const RENT_LOCK = `select pg_advisory_xact_lock(hashtextextended('rental:' || $1::bigint || ':' || $2::bigint, 0))`;

export type RentOutcome =
  | { outcome: 'missing' | 'adult' | 'unknown' | 'free' | 'not_for_rent' | 'owned' | 'not_enough' | 'raced' }
  | { outcome: 'rented'; endsAt: Date }
  | { outcome: 'done'; fresh: boolean; hearts: number; endsAt: Date; balance: Balance };

export type ClaimOutcome =
  | { outcome: 'missing' | 'adult' | 'unknown' | 'no_wait_free' | 'early' | 'not_eligible' | 'raced' }
  /** The timer has not run out: the next free episode opens at `nextAt`. */
  | { outcome: 'not_yet'; nextAt: Date }
  | { outcome: 'claimed'; claimedAt: Date; nextAt: Date; endsAt: Date | null };

interface RentRow extends Record<string, unknown> {
  outcome: 'missing' | 'adult' | 'unknown' | 'retry' | 'free' | 'not_for_rent' | 'owned' | 'rented' | 'rent';
  hearts: number | null;
  fresh: boolean | null;
  ends_at: Date | null;
  paid: number;
  bonus: number;
}

interface ClaimRow extends Record<string, unknown> {
  outcome: 'missing' | 'adult' | 'unknown' | 'no_wait_free' | 'early' | 'not_eligible' | 'claim';
  wait_free_hours: number | null;
  claimed_at: Date | null;
  ends_at: Date | null;
}

const HOUR_MS = 3_600_000;

/** What a free or bought rental writes (H6's passes and gifts call it through `writeRental`). */
export interface RentalRow {
  userId: number;
  playlistId: number;
  contentId: number;
  source: UnlockSource;
  hours: number;
  at: Date;
  hearts?: number;
  transactionId?: number | null;
  passPoolId?: number | null;
}

export function createRentalRepository(db: Db) {
  async function inTransaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await db.$client.connect();
    try {
      await client.query('begin');
      const result = await work(client);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  return {
    /** A member's live rentals in a playlist at `at` (only those in `among`, when given) and their 기다무 timer. */
    async inPlaylist(userId: number, playlistId: number, at: Date, among?: number[]) {
      const result = await db.$client.query<{
        content_id: number | null;
        ends_at: Date | null;
        last: Date | null;
      }>({
        name: among ? 'rentals_live_among' : 'rentals_live_in_playlist',
        text: `select r.content_id, r.ends_at, t.last_claim_at as last
  from (select 1) one
  left join (select content_id, max(ends_at) as ends_at from rentals
              where user_id = $1::bigint and playlist_id = $2::bigint and ends_at > $3::timestamptz
                ${among ? 'and content_id = any($4::bigint[])' : ''}
              group by content_id) r on true
  left join wait_free_timers t on t.user_id = $1::bigint and t.playlist_id = $2::bigint`,
        values: [userId, playlistId, at.toISOString(), ...(among ? [among] : [])],
      });
      return {
        rented: result.rows.flatMap((row) =>
          row.content_id === null || row.ends_at === null
            ? []
            : [{ contentId: Number(row.content_id), endsAt: row.ends_at }],
        ),
        lastFreeClaimAt: result.rows[0]?.last ?? null,
      };
    },

    /** Hearts the member paid renting each of `contentIds` (own after rent costs that much less). */
    async credit(userId: number, contentIds: number[]): Promise<Map<number, number>> {
      if (contentIds.length === 0) return new Map();
      const result = await db.$client.query<{ content_id: number; hearts: number }>({
        name: 'rentals_credit',
        text: `select content_id, sum(hearts)::int as hearts from rentals
  where user_id = $1::bigint and content_id = any($2::bigint[]) and source = 'hearts' group by content_id`,
        values: [userId, contentIds],
      });
      return new Map(result.rows.map((row) => [Number(row.content_id), row.hearts]));
    },

    /** Rent one episode with hearts; see `rentStatement`. */
    async rent(input: {
      userId: number;
      playlistId: number;
      contentId: number;
      viewer: Viewer;
      at: Date;
      idempotencyKey?: string;
    }): Promise<RentOutcome> {
      let row: RentRow;
      try {
        row = await inTransaction(async (client) => {
          await client.query(RENT_LOCK, [input.userId, input.contentId]);
          const result = await client.query<RentRow>({
            ...RENT[audienceOf(input.viewer)],
            values: [
              input.userId,
              input.playlistId,
              input.contentId,
              input.at.toISOString(),
              input.idempotencyKey ?? null,
            ],
          });
          return result.rows[0]!;
        });
      } catch (error) {
        if (isNotEnoughHearts(error)) return { outcome: 'not_enough' };
        if (isUniqueViolation(error)) return { outcome: 'raced' };
        throw error;
      }
      const balance = { paid: row.paid, bonus: row.bonus };
      switch (row.outcome) {
        case 'retry':
          return { outcome: 'done', fresh: false, hearts: 0, endsAt: row.ends_at!, balance };
        case 'rented':
          return { outcome: 'rented', endsAt: row.ends_at! };
        case 'rent':
          return {
            outcome: 'done',
            fresh: row.fresh ?? false,
            hearts: row.fresh ? (row.hearts ?? 0) : 0,
            endsAt: row.ends_at!,
            balance,
          };
        default:
          return { outcome: row.outcome };
      }
    },

    /** Claim a 기다무 episode; see `claimStatement`. */
    async claim(input: {
      userId: number;
      playlistId: number;
      contentId: number;
      viewer: Viewer;
      at: Date;
    }): Promise<ClaimOutcome> {
      let row: ClaimRow;
      try {
        const result = await db.$client.query<ClaimRow>({
          ...CLAIM[audienceOf(input.viewer)],
          values: [input.userId, input.playlistId, input.contentId, input.at.toISOString()],
        });
        row = result.rows[0]!;
      } catch (error) {
        // The episode was bought at the same moment (purchases is unique per member and episode):
        // the whole statement rolled back, the timer too.
        if (isUniqueViolation(error)) return { outcome: 'raced' };
        throw error;
      }
      if (row.outcome !== 'claim') return { outcome: row.outcome };
      const hours = row.wait_free_hours ?? 0;
      if (row.claimed_at) {
        return {
          outcome: 'claimed',
          claimedAt: row.claimed_at,
          nextAt: new Date(row.claimed_at.getTime() + hours * HOUR_MS),
          endsAt: row.ends_at,
        };
      }
      // Refused by the timer: read it again (a new snapshot sees a claim that won just now).
      const timer = await db.$client.query<{ last_claim_at: Date }>({
        name: 'rentals_wait_free_timer',
        text: 'select last_claim_at from wait_free_timers where user_id = $1::bigint and playlist_id = $2::bigint',
        values: [input.userId, input.playlistId],
      });
      const last = timer.rows[0]?.last_claim_at ?? input.at;
      return { outcome: 'not_yet', nextAt: new Date(last.getTime() + hours * HOUR_MS) };
    },

    /**
     * Writes one rental row (a pass ticket, an accepted gift): held from `at` for `hours`. For
     * callers in their own transaction, pass its executor as `on`.
     */
    async writeRental(row: RentalRow, on: Pick<pg.PoolClient, 'query'> = db.$client) {
      const result = await on.query<{ id: number; ends_at: Date }>(
        `insert into rentals (user_id, playlist_id, content_id, source, hearts, transaction_id, pass_pool_id, starts_at, ends_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8::timestamptz, $8::timestamptz + make_interval(hours => $9::int))
         returning id, ends_at`,
        [
          row.userId,
          row.playlistId,
          row.contentId,
          row.source,
          row.hearts ?? 0,
          row.transactionId ?? null,
          row.passPoolId ?? null,
          row.at.toISOString(),
          row.hours,
        ],
      );
      return { id: Number(result.rows[0]!.id), endsAt: result.rows[0]!.ends_at };
    },

    /** The library's rentals: live ones (soonest end first), then those ended in the last 30 days. */
    async library(userId: number, viewer: Viewer, at: Date) {
      const allowed = sqlText(adultAllowedSql(viewerOfAudience(audienceOf(viewer)), 'c', 'p', 'ch'));
      const result = await db.$client.query<{
        playlist_id: number;
        playlist_title: string;
        cover_img: string;
        content_id: number;
        episode_no: number;
        title: string;
        source: UnlockSource;
        ends_at: Date;
      }>({
        name: `rentals_library_${audienceOf(viewer)}`,
        text: `select distinct on (r.content_id) r.playlist_id, p.title as playlist_title, p.cover_img,
       r.content_id, c.episode_no, c.title, r.source, r.ends_at
  from rentals r join contents c on c.id = r.content_id join playlists p on p.id = r.playlist_id
  join channels ch on ch.id = p.channel_id
 where r.user_id = $1::bigint and r.ends_at > $2::timestamptz - interval '30 days' and ${allowed}
 order by r.content_id, r.ends_at desc`,
        values: [userId, at.toISOString()],
      });
      return result.rows
        .map((row) => ({
          playlistId: Number(row.playlist_id),
          playlistTitle: row.playlist_title,
          coverImg: row.cover_img,
          contentId: Number(row.content_id),
          episodeNo: row.episode_no,
          title: row.title,
          source: row.source,
          endsAt: row.ends_at.toISOString(),
          live: row.ends_at.getTime() > at.getTime(),
        }))
        .sort((a, b) =>
          a.live !== b.live
            ? a.live
              ? -1
              : 1
            : a.live
              ? a.endsAt.localeCompare(b.endsAt)
              : b.endsAt.localeCompare(a.endsAt),
        );
    },
  };
}

export type RentalRepository = ReturnType<typeof createRentalRepository>;
