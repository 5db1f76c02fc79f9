import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { payoutBatches, settlementStatements } from '#api/db/schema/index';
import type { Tx } from '#api/modules/hearts';
import type { MonthEarnings } from './figures.ts';
import { type Month, monthRange, monthStart } from './months.ts';

/** A channel the close settles: its month's earnings, what it carried, its terms and account. */
export interface DueChannel extends MonthEarnings {
  channelId: number;
  freeUnlocks: number;
  wonPerFreeUnlock: number;
  carriedIn: number;
  shareBp: number;
  creatorType: 'individual' | 'business';
  minimumPayout: number;
  businessNumber: string;
  bankCode: string | null;
  /** The payout account's sealed number, copied into the statement as it is (never opened here). */
  accountSealed: Buffer | null;
  accountMasked: string | null;
  holderName: string | null;
}

export type NewStatement = typeof settlementStatements.$inferInsert;

/** A statement's fields and their columns (what `insertStatements` writes). */
const STATEMENT_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(settlementStatements))
    .filter(([key]) => key !== 'id' && key !== 'createdAt')
    .map(([key, column]) => [key, column.name]),
) as Record<keyof NewStatement, string>;
const STATEMENT_COLUMN_LIST = Object.values(STATEMENT_COLUMNS).join(', ');

/**
 * What the monthly close reads and writes (close.ts): the month's batch, the months still open,
 * the channels a month settles and its statements (repository.ts assembles these into the
 * settlement repository).
 */
export function monthCloseQueries(db: Db) {
  return {
    /** The month's batch, new; null when the month was closed before (or is being closed now). */
    async openBatch(tx: Tx, month: Month): Promise<number | null> {
      const [row] = await tx
        .insert(payoutBatches)
        .values({ month })
        .onConflictDoNothing()
        .returning({ id: payoutBatches.id });
      return row?.id ?? null;
    },

    async dropBatch(tx: Tx, batchId: number): Promise<void> {
      await tx.delete(payoutBatches).where(eq(payoutBatches.id, batchId));
    },

    /** The latest closed month, if any. */
    async lastClosedMonth(): Promise<Month | null> {
      const [row] = await db
        .select({ month: payoutBatches.month })
        .from(payoutBatches)
        .orderBy(desc(payoutBatches.month))
        .limit(1);
      return row?.month ?? null;
    },

    /** The Seoul month of the first earning, if any. */
    async firstEarningMonth(): Promise<Month | null> {
      const rows = await db.execute<{ month: string | null }>(sql`
        select to_char(date_trunc('month', least(
                 (select min(earned_at) from channel_earnings),
                 (select min(unlocked_at) from free_unlocks)) at time zone 'Asia/Seoul'), 'YYYY-MM-DD') as month`);
      return rows.rows[0]?.month ?? null;
    },

    /**
     * The first month before `month` that has earnings but no batch: a month after the last
     * closed one before `month` with an earning in it (one index range probe).
     */
    async openMonthBefore(tx: Tx, month: Month): Promise<Month | null> {
      const rows = await tx.execute<{ month: string | null }>(sql`
        select to_char(date_trunc('month', min(e.earned_at) at time zone 'Asia/Seoul'), 'YYYY-MM-DD') as month
          from channel_earnings e
         where e.earned_at < ${monthStart(month).toISOString()}::timestamptz
           and e.earned_at >= coalesce(
             (select (max(b.month) + interval '1 month')::timestamp at time zone 'Asia/Seoul'
                from payout_batches b where b.month < ${month}::date),
             '-infinity'::timestamptz)`);
      return rows.rows[0]?.month ?? null;
    },

    /**
     * Every channel with earnings in the month or a carry left from its last statement, with
     * the month's sums, its contract (every channel has one, migration 0035) and its payout
     * account: one aggregation over the month's earnings.
     */
    async dueChannels(tx: Tx, month: Month): Promise<DueChannel[]> {
      const { start, end } = monthRange(month);
      const rows = await tx.execute<Record<string, string | number | null>>(sql`
        with month_earnings as (
          select channel_id, sum(paid_hearts)::bigint as paid_hearts, sum(bonus_hearts)::bigint as bonus_hearts,
                 sum(paid_won)::bigint as paid_won, sum(bonus_won)::bigint as bonus_won
            from channel_earnings
           where earned_at >= ${start.toISOString()}::timestamptz and earned_at < ${end.toISOString()}::timestamptz
           group by channel_id),
        month_free as (
          select p.channel_id, count(*)::bigint as free_unlocks
            from free_unlocks f join playlists p on p.id = f.playlist_id
           where f.unlocked_at >= ${start.toISOString()}::timestamptz and f.unlocked_at < ${end.toISOString()}::timestamptz
           group by p.channel_id),
        month_due as (
          select coalesce(e.channel_id, f.channel_id) as channel_id,
                 coalesce(e.paid_hearts, 0) as paid_hearts, coalesce(e.bonus_hearts, 0) as bonus_hearts,
                 coalesce(e.paid_won, 0) as paid_won, coalesce(e.bonus_won, 0) as bonus_won,
                 coalesce(f.free_unlocks, 0) as free_unlocks
            from month_earnings e full join month_free f on f.channel_id = e.channel_id),
        last_carry as (
          select distinct on (channel_id) channel_id, carried_out
            from settlement_statements where month < ${month}::date
           order by channel_id, month desc)
        select coalesce(e.channel_id, c.channel_id) as "channelId",
               coalesce(e.paid_hearts, 0)::bigint as "paidHearts", coalesce(e.bonus_hearts, 0)::bigint as "bonusHearts",
               coalesce(e.paid_won, 0)::bigint as "paidWon", coalesce(e.bonus_won, 0)::bigint as "bonusWon",
               coalesce(e.free_unlocks, 0)::bigint as "freeUnlocks",
               coalesce(c.carried_out, 0)::bigint as "carriedIn",
               k.share_bp as "shareBp", k.free_unlock_won as "wonPerFreeUnlock", k.creator_type as "creatorType", k.minimum_payout as "minimumPayout",
               k.business_number as "businessNumber",
               a.bank_code as "bankCode", a.account_sealed as "accountSealed",
               a.account_masked as "accountMasked", a.holder_name as "holderName"
          from month_due e
          full join (select * from last_carry where carried_out <> 0) c on c.channel_id = e.channel_id
          join channel_contracts k on k.channel_id = coalesce(e.channel_id, c.channel_id)
          left join payout_accounts a on a.channel_id = k.channel_id
         order by 1`);
      return rows.rows.map((row) => ({
        channelId: Number(row.channelId),
        paidHearts: Number(row.paidHearts),
        bonusHearts: Number(row.bonusHearts),
        paidWon: Number(row.paidWon),
        bonusWon: Number(row.bonusWon),
        freeUnlocks: Number(row.freeUnlocks),
        carriedIn: Number(row.carriedIn),
        shareBp: Number(row.shareBp),
        wonPerFreeUnlock: Number(row.wonPerFreeUnlock),
        creatorType: row.creatorType as DueChannel['creatorType'],
        minimumPayout: Number(row.minimumPayout),
        businessNumber: String(row.businessNumber),
        bankCode: row.bankCode as string | null,
        accountSealed: row.accountSealed as Buffer | null,
        accountMasked: row.accountMasked as string | null,
        holderName: row.holderName as string | null,
      }));
    },

    /**
     * All of a month's statements in one statement: the rows travel as one JSON parameter
     * (2,000 rows of 23 columns as bind parameters cost more to build than to insert); bytes
     * travel as bytea's hex text.
     */
    async insertStatements(tx: Tx, rows: readonly NewStatement[]): Promise<void> {
      if (rows.length === 0) return;
      const json = JSON.stringify(
        rows.map((row) =>
          Object.fromEntries(
            Object.entries(row).map(([key, value]) => [
              STATEMENT_COLUMNS[key as keyof NewStatement],
              Buffer.isBuffer(value) ? `\\x${value.toString('hex')}` : value,
            ]),
          ),
        ),
      );
      await tx.execute(sql`
        insert into settlement_statements (${sql.raw(STATEMENT_COLUMN_LIST)})
        select ${sql.raw(STATEMENT_COLUMN_LIST)} from json_populate_recordset(null::settlement_statements, ${json}::json)`);
    },
  };
}
