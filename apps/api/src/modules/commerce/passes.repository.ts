import type { TOpsPassPool, TPassPoolBody } from '@sogon/contract/schemas/commerce';
import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client';
import { passPoolPlaylists, passPools, playlists } from '#api/db/schema/index';
import {
  adultAllowedSql,
  episodeOpenForSql,
  openEpisodeSql,
  ownedChannelSql,
  shownChannelSql,
} from '#api/modules/access';
import type { Tx } from '#api/modules/hearts';
import { createRentalRepository, type RentalRepository } from '#api/modules/rentals';
import { liveVersionSql } from '#api/modules/subscriptions';
import type { Viewer } from '#api/modules/viewer';

const dialect = new PgDialect();

/*
 * The daily free pass (이용권, ADR 066) in SQL. A wallet accrues lazily: every read first adds
 * the grants of the KST schedule in (granted_through, now], capped at max_tickets, in one
 * conditional update per wallet (`granted_through < now`, re-checked on the locked row, so two
 * reads never add the same grant twice and a server with a slower clock never goes back). A
 * new wallet starts with one grant. Korea keeps no daylight saving time, so a grant time HH:MM
 * KST is a fixed offset from UTC midnight and the count is arithmetic on the epoch — the same
 * as grantsBetween in @sogon/contract/commerce/pass-schedule.
 */

/** Grants of pool `p`'s schedule in (from, to]. */
function grantsBetweenSql(from: SQL, to: SQL): SQL {
  return sql`(select coalesce(sum(floor((extract(epoch from ${to}) - o.s) / 86400)
                    - floor((extract(epoch from ${from}) - o.s) / 86400)), 0)::int
    from (select distinct split_part(t, ':', 1)::int * 3600 + split_part(t, ':', 2)::int * 60 - 32400 as s
            from unnest(p.grant_times) t) o)`;
}

/** Opens the member's wallets of active pools (one grant each) and accrues the others to `at`. */
function accrueSql(userId: number, at: Date, poolId?: number): SQL {
  const now = sql`${at.toISOString()}::timestamptz`;
  const onePool = poolId === undefined ? sql`` : sql` and p.id = ${poolId}`;
  return sql`with opened as (
  insert into pass_wallets (user_id, pool_id, tickets, granted_through, updated_at)
  select ${userId}::bigint, p.id, least(p.max_tickets, p.tickets_per_grant), ${now}, ${now}
    from pass_pools p where p.active${onePool}
  on conflict (user_id, pool_id) do nothing
  returning pool_id)
update pass_wallets w
   set tickets = greatest(w.tickets, least(p.max_tickets,
                   w.tickets + p.tickets_per_grant * ${grantsBetweenSql(sql`w.granted_through`, now)})),
       granted_through = ${now},
       updated_at = ${now}
  from pass_pools p
 where w.user_id = ${userId}::bigint and w.pool_id = p.id and p.active${onePool}
   and w.granted_through < ${now}`;
}

export interface WalletRow {
  poolId: number;
  name: string;
  tickets: number;
  maxTickets: number;
  ticketHours: number;
  grantTimes: string[];
  playlistIds: number[];
}

/** What spending a ticket decided (`spend`). */
export type SpendOutcome =
  | { outcome: 'missing' | 'not_in_pool' | 'early' | 'held' | 'no_tickets' }
  | {
      outcome: 'rented';
      rentalId: number;
      poolId: number;
      playlistId: number;
      endsAt: Date;
      tickets: number;
    };

type PoolRow = typeof passPools.$inferSelect;

function toPool(row: PoolRow, lists: { id: number; title: string }[]): TOpsPassPool {
  return {
    id: row.id,
    name: row.name,
    active: row.active,
    grantTimes: row.grantTimes,
    ticketsPerGrant: row.ticketsPerGrant,
    maxTickets: row.maxTickets,
    ticketHours: row.ticketHours,
    playlistIds: lists.map((list) => list.id),
    playlists: lists,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function createPassRepository(
  db: Db,
  deps: { rentals: Pick<RentalRepository, 'writeRental'> } = { rentals: createRentalRepository(db) },
) {
  async function poolPlaylists(on: Db | Tx, poolIds: number[]) {
    if (poolIds.length === 0) return new Map<number, { id: number; title: string }[]>();
    const rows = await on
      .select({ poolId: passPoolPlaylists.poolId, id: playlists.id, title: playlists.title })
      .from(passPoolPlaylists)
      .innerJoin(playlists, eq(playlists.id, passPoolPlaylists.playlistId))
      .where(inArray(passPoolPlaylists.poolId, poolIds))
      .orderBy(asc(playlists.id));
    const byPool = new Map<number, { id: number; title: string }[]>();
    for (const row of rows) {
      const list = byPool.get(row.poolId) ?? [];
      list.push({ id: row.id, title: row.title });
      byPool.set(row.poolId, list);
    }
    return byPool;
  }

  async function pool(on: Db | Tx, id: number): Promise<TOpsPassPool | null> {
    const [row] = await on.select().from(passPools).where(eq(passPools.id, id));
    if (!row) return null;
    return toPool(row, (await poolPlaylists(on, [id])).get(id) ?? []);
  }

  return {
    /** Accrues and answers the member's wallets of active pools (only those holding `playlistId`, when given). */
    async wallets(userId: number, at: Date, playlistId?: number): Promise<WalletRow[]> {
      await db.execute(accrueSql(userId, at));
      const among = playlistId === undefined ? sql`true` : sql`${playlistId}::bigint = any(lists.ids)`;
      const result = await db.execute<{
        pool_id: string;
        name: string;
        tickets: number;
        max_tickets: number;
        ticket_hours: number;
        grant_times: string[];
        ids: string[];
      }>(sql`select w.pool_id, p.name, w.tickets, p.max_tickets, p.ticket_hours, p.grant_times, lists.ids
  from pass_wallets w join pass_pools p on p.id = w.pool_id
  cross join lateral (select coalesce(array_agg(pp.playlist_id order by pp.playlist_id), '{}') as ids
                        from pass_pool_playlists pp where pp.pool_id = p.id) lists
 where w.user_id = ${userId}::bigint and p.active and ${among}
 order by p.id`);
      return result.rows.map((row) => ({
        poolId: Number(row.pool_id),
        name: row.name,
        tickets: row.tickets,
        maxTickets: row.max_tickets,
        ticketHours: row.ticket_hours,
        grantTimes: row.grant_times,
        playlistIds: row.ids.map(Number),
      }));
    },

    /**
     * Spends one ticket on episode `contentId` in one transaction: the episode must be a
     * visible, paid episode of a playlist of an active pool that the member cannot play yet.
     * The wallet's conditional update (`tickets > 0`) takes the ticket, and only then — holding
     * the wallet's row lock — is "not held yet" checked, so parallel spends of one member queue
     * and the second sees the first one's rental. A refusal rolls the ticket back.
     * The episode is one the member may see now (published and open to them — to everyone, or
     * 선공개 for their tier —, playlist and channel shown, the viewer's 19+ rule). A 선공개
     * episode the member hears early answers 'early' and takes no ticket (ADR 070); anyone else
     * is told it does not exist.
     */
    async spend(input: {
      userId: number;
      viewer: Viewer;
      contentId: number;
      at: Date;
    }): Promise<SpendOutcome> {
      const { userId, contentId, at } = input;
      const now = sql`${at.toISOString()}::timestamptz`;
      const visible = sql`${episodeOpenForSql(userId, at, 'c')} and p.status = 'published'
        and ${shownChannelSql('ch')} and ${adultAllowedSql(input.viewer, 'c', 'p', 'ch')}`;
      const [found] = (
        await db.execute<{
          playlist_id: string;
          is_free: boolean;
          open_to_all: boolean;
          pool_ids: string[];
        }>(sql`
select c.playlist_id, c.is_free, ${openEpisodeSql(at, 'c')} as open_to_all,
       coalesce((select array_agg(pp.pool_id order by pp.pool_id) from pass_pool_playlists pp
                   join pass_pools pl on pl.id = pp.pool_id
                  where pp.playlist_id = c.playlist_id and pl.active), '{}') as pool_ids
  from contents c join playlists p on p.id = c.playlist_id join channels ch on ch.id = p.channel_id
 where c.id = ${contentId}::bigint and ${visible}`)
      ).rows;
      if (!found) return { outcome: 'missing' };
      const poolIds = found.pool_ids.map(Number);
      if (found.is_free || poolIds.length === 0) return { outcome: 'not_in_pool' };
      if (!found.open_to_all) return { outcome: 'early' };
      const playlistId = Number(found.playlist_id);
      const client = await db.$client.connect();
      const run = <R extends Record<string, unknown>>(statement: SQL) => {
        const query = dialect.sqlToQuery(statement);
        return client.query<R>(query.sql, query.params);
      };
      try {
        await client.query('begin');
        // One spend of a member at a time, whichever pool it takes from.
        await run(sql`select pg_advisory_xact_lock(hashtextextended(${`pass:${userId}`}, 0))`);
        await run(accrueSql(userId, at));
        // The pool with tickets, lowest id first; the row lock is held to the commit.
        const taken = await run<{ pool_id: string; tickets: number; ticket_hours: number }>(sql`
update pass_wallets w set tickets = w.tickets - 1, updated_at = ${now}
  from pass_pools p
 where w.pool_id = p.id and w.user_id = ${userId}::bigint and p.active and w.tickets > 0
   and w.pool_id = (select w2.pool_id from pass_wallets w2 join pass_pools p2 on p2.id = w2.pool_id
                     where w2.user_id = ${userId}::bigint and p2.active and w2.tickets > 0
                       and w2.pool_id = any(${`{${poolIds.join(',')}}`}::bigint[])
                     order by w2.pool_id limit 1)
returning w.pool_id, w.tickets, p.ticket_hours`);
        const wallet = taken.rows[0];
        const held = wallet
          ? await run(sql`
select 1 from contents c join playlists p on p.id = c.playlist_id
 where c.id = ${contentId}::bigint and (
   exists (select 1 from purchases u where u.user_id = ${userId}::bigint and u.playlist_id = p.id
             and (u.content_id = c.id or u.content_id is null))
   or exists (select 1 from rentals r where r.user_id = ${userId}::bigint and r.content_id = c.id
                and r.starts_at <= ${now} and r.ends_at > ${now})
   or exists (${liveVersionSql({ userId, channelId: sql.raw('p.channel_id'), at: now })}
                and lv_p.includes_paid_episodes)
   or exists (select 1 from channels ch where ch.id = p.channel_id and ${ownedChannelSql(userId, 'ch')}))`)
          : null;
        if (!wallet || (held && held.rows.length > 0)) {
          // Refused after the ticket was taken: it goes back with the rollback.
          await client.query('rollback');
          return { outcome: wallet ? 'held' : 'no_tickets' };
        }
        // The rentals module writes every rental row (a 'pass' rental of the pool's ticket hours).
        const rental = await deps.rentals.writeRental(
          {
            userId,
            playlistId,
            contentId,
            source: 'pass',
            hours: wallet.ticket_hours,
            at,
            passPoolId: Number(wallet.pool_id),
          },
          client,
        );
        await client.query('commit');
        return {
          outcome: 'rented',
          rentalId: rental.id,
          poolId: Number(wallet.pool_id),
          playlistId,
          endsAt: new Date(rental.endsAt),
          tickets: wallet.tickets,
        };
      } catch (error) {
        await client.query('rollback').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },

    async pools(): Promise<TOpsPassPool[]> {
      const rows = await db.select().from(passPools).orderBy(asc(passPools.id));
      const lists = await poolPlaylists(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => toPool(row, lists.get(row.id) ?? []));
    },

    pool: (id: number) => pool(db, id),

    /** Which of `ids` are playlists. */
    async existingPlaylists(ids: number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db.select({ id: playlists.id }).from(playlists).where(inArray(playlists.id, ids));
      return rows.map((row) => row.id);
    },

    /**
     * Writes a pool (a new one without `id`) and its playlists with the audit row in one
     * transaction; null when the pool to change does not exist.
     */
    async savePool(
      id: number | null,
      body: TPassPoolBody,
      at: Date,
      audit: (tx: Tx, before: TOpsPassPool | null, after: TOpsPassPool) => Promise<void>,
    ): Promise<TOpsPassPool | null> {
      return db.transaction(async (tx) => {
        const values = {
          name: body.name,
          active: body.active,
          grantTimes: [...new Set(body.grantTimes)].sort(),
          ticketsPerGrant: body.ticketsPerGrant,
          maxTickets: body.maxTickets,
          ticketHours: body.ticketHours,
          updatedAt: at,
        };
        let before: TOpsPassPool | null = null;
        let poolId: number;
        if (id === null) {
          const [row] = await tx
            .insert(passPools)
            .values({ ...values, createdAt: at })
            .returning({ id: passPools.id });
          poolId = row!.id;
        } else {
          await tx.execute(sql`select 1 from pass_pools where id = ${id} for update`);
          before = await pool(tx, id);
          if (!before) return null;
          await tx.update(passPools).set(values).where(eq(passPools.id, id));
          await tx.delete(passPoolPlaylists).where(eq(passPoolPlaylists.poolId, id));
          poolId = id;
        }
        const playlistIds = [...new Set(body.playlistIds)];
        if (playlistIds.length > 0) {
          await tx
            .insert(passPoolPlaylists)
            .values(playlistIds.map((playlistId) => ({ poolId, playlistId })));
        }
        const after = (await pool(tx, poolId))!;
        await audit(tx, before, after);
        return after;
      });
    },
  };
}

export type PassRepository = ReturnType<typeof createPassRepository>;
