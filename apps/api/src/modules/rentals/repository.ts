import type pg from 'pg';
import type { Db } from '#api/db/client';
import { isNotEnoughHearts, isUniqueViolation } from '#api/db/errors';
import type { UnlockSource } from '#api/db/schema/hearts';
import { sqlText } from '#api/db/sql-text';
import { adultAllowedSql, audienceOf, viewerOfAudience } from '#api/modules/access';
import type { Balance } from '#api/modules/hearts';
import type { Viewer } from '#api/modules/viewer';
import { CLAIM, RENT } from './statements.ts';

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
