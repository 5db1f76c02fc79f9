import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import {
  channelContracts,
  channelEarnings,
  channels,
  galleryPurchases,
  identityVerifications,
  ledgerTransactions,
  operators,
  opsAudit,
  payoutAccounts,
  payoutBatches,
  purchases,
  settlementStatements,
} from '#api/db/schema/index';
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

export type StatementRow = typeof settlementStatements.$inferSelect;
export type ContractRow = typeof channelContracts.$inferSelect;
export type AccountRow = typeof payoutAccounts.$inferSelect;
export type BatchRow = typeof payoutBatches.$inferSelect;
export type NewStatement = typeof settlementStatements.$inferInsert;

/** A payable statement no payout has taken yet, whose transfer may go out. */
const READY_TO_PAY = sql`${settlementStatements.status} = 'payable' and ${settlementStatements.payoutBatchId} is null
  and (${settlementStatements.creatorType} = 'individual' or ${settlementStatements.invoiceNumber} <> '')`;

/** The month ('YYYY-MM') of the approved batch that pays a statement, if one does. */
const PAYOUT_MONTH = sql<string | null>`(select to_char(p.month, 'YYYY-MM') from payout_batches p
  where p.id = ${settlementStatements.payoutBatchId})`;

/** A statement's fields and their columns (what `insertStatements` writes). */
const STATEMENT_COLUMNS = Object.fromEntries(
  Object.entries(getTableColumns(settlementStatements))
    .filter(([key]) => key !== 'id' && key !== 'createdAt')
    .map(([key, column]) => [key, column.name]),
) as Record<keyof NewStatement, string>;
const STATEMENT_COLUMN_LIST = Object.values(STATEMENT_COLUMNS).join(', ');

export function createSettlementRepository(db: Db) {
  /** Statements with their channel's name, their own batch's status and the month paying them. */
  const payoutRows = (where: SQL | undefined) =>
    db
      .select({
        statement: settlementStatements,
        channelName: channels.name,
        payoutMonth: PAYOUT_MONTH,
        batchStatus: payoutBatches.status,
      })
      .from(settlementStatements)
      .innerJoin(channels, eq(channels.id, settlementStatements.channelId))
      .innerJoin(payoutBatches, eq(payoutBatches.id, settlementStatements.batchId))
      .where(where)
      .orderBy(asc(settlementStatements.month), asc(settlementStatements.channelId));

  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

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

    batch: async (month: Month) =>
      (await db.select().from(payoutBatches).where(eq(payoutBatches.month, month)))[0] ?? null,

    /** The latest closed months with their statement counts and what the payable ones pay: one query. */
    batchSummaries: (limit: number) =>
      db
        .select({
          batch: payoutBatches,
          statements: sql<number>`count(${settlementStatements.id})::int`,
          payable: sql<number>`(count(*) filter (where ${settlementStatements.status} <> 'carried'))::int`,
          netWon: sql<number>`coalesce(sum(${settlementStatements.netWon}) filter (where ${settlementStatements.status} <> 'carried'), 0)::bigint`,
        })
        .from(payoutBatches)
        .leftJoin(settlementStatements, eq(settlementStatements.batchId, payoutBatches.id))
        .groupBy(payoutBatches.id)
        .orderBy(desc(payoutBatches.month))
        .limit(limit),

    /** A month's statements with their channels' names, by channel. */
    statementsOfMonth: (month: Month) =>
      db
        .select({ statement: settlementStatements, channelName: channels.name, payoutMonth: PAYOUT_MONTH })
        .from(settlementStatements)
        .innerJoin(channels, eq(channels.id, settlementStatements.channelId))
        .where(eq(settlementStatements.month, month))
        .orderBy(asc(settlementStatements.channelId)),

    /** A channel's statements, newest first, each with its batch's status. */
    statementsOfChannel: (channelId: number) =>
      db
        .select({
          ...getTableColumns(settlementStatements),
          batchStatus: payoutBatches.status,
          payoutMonth: PAYOUT_MONTH,
        })
        .from(settlementStatements)
        .innerJoin(payoutBatches, eq(payoutBatches.id, settlementStatements.batchId))
        .where(eq(settlementStatements.channelId, channelId))
        .orderBy(desc(settlementStatements.month)),

    statement: async (channelId: number, month: Month) =>
      (
        await db
          .select()
          .from(settlementStatements)
          .where(and(eq(settlementStatements.channelId, channelId), eq(settlementStatements.month, month)))
      )[0] ?? null,

    /**
     * A pending batch approved by `operatorId`, with the statements its transfer pays: the
     * month's payable ones that are ready (individuals; businesses with their tax invoice) and
     * earlier approved months' ones whose invoice came late. Null when it was not pending.
     */
    async approve(tx: Tx, month: Month, operatorId: number, at: Date) {
      const [row] = await tx
        .update(payoutBatches)
        .set({ status: 'approved', approvedBy: operatorId, approvedAt: at })
        .where(and(eq(payoutBatches.month, month), eq(payoutBatches.status, 'pending')))
        .returning();
      if (!row) return null;
      await tx.execute(sql`
        update settlement_statements set payout_batch_id = ${row.id}
          from payout_batches b
         where b.id = settlement_statements.batch_id and ${READY_TO_PAY}
           and (b.id = ${row.id} or (b.status <> 'pending' and settlement_statements.month < ${month}::date))`);
      return row;
    },

    /** The statements a pending batch's approval would pay from earlier months (late invoices). */
    lateReady: (month: Month) =>
      payoutRows(
        and(
          READY_TO_PAY,
          sql`${payoutBatches.status} <> 'pending'`,
          sql`${settlementStatements.month} < ${month}::date`,
        ),
      ),

    /** The statements an approved batch's transfer pays, with their channels' names. */
    statementsOfPayout: (batchId: number) => payoutRows(eq(settlementStatements.payoutBatchId, batchId)),

    /** An approved batch marked paid with the statements it pays; null when it was not approved. */
    async markPaid(tx: Tx, month: Month, operatorId: number, at: Date) {
      const [row] = await tx
        .update(payoutBatches)
        .set({ status: 'paid', paidBy: operatorId, paidAt: at })
        .where(and(eq(payoutBatches.month, month), eq(payoutBatches.status, 'approved')))
        .returning();
      if (!row) return null;
      const paid = await tx
        .update(settlementStatements)
        .set({ status: 'paid' })
        .where(
          and(eq(settlementStatements.payoutBatchId, row.id), eq(settlementStatements.status, 'payable')),
        )
        .returning({
          channelId: settlementStatements.channelId,
          month: settlementStatements.month,
          netWon: settlementStatements.netWon,
        });
      return { batch: row, paid };
    },

    /**
     * Records a business statement's tax invoice while no approved batch pays it yet; the row,
     * or null when the statement is not a business one waiting for its payout.
     */
    async recordInvoice(channelId: number, month: Month, invoiceNumber: string, at: Date) {
      const [row] = await db
        .update(settlementStatements)
        .set({ invoiceNumber, invoiceAt: at })
        .where(
          and(
            eq(settlementStatements.channelId, channelId),
            eq(settlementStatements.month, month),
            eq(settlementStatements.creatorType, 'business'),
            eq(settlementStatements.status, 'payable'),
            sql`${settlementStatements.payoutBatchId} is null`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** A channel's terms with its name, for the console. */
    contractOfChannel: async (channelId: number) =>
      (
        await db
          .select({ contract: channelContracts, channelName: channels.name })
          .from(channelContracts)
          .innerJoin(channels, eq(channels.id, channelContracts.channelId))
          .where(eq(channelContracts.channelId, channelId))
      )[0] ?? null,

    /** The latest console change of a channel's terms (its audit row), with the operator's e-mail. */
    lastContractChange: async (channelId: number) =>
      (
        await db
          .select({ at: opsAudit.at, operator: operators.email, reason: opsAudit.reason })
          .from(opsAudit)
          .innerJoin(operators, eq(operators.id, opsAudit.operatorId))
          .where(and(eq(opsAudit.target, `channel:${channelId}`), eq(opsAudit.action, 'channel.contract')))
          .orderBy(desc(opsAudit.id))
          .limit(1)
      )[0] ?? null,

    async updateContract(
      tx: Tx,
      channelId: number,
      terms: Pick<
        typeof channelContracts.$inferInsert,
        'shareBp' | 'bonusWonPerHeart' | 'creatorType' | 'minimumPayout' | 'businessNumber'
      > &
        Partial<Pick<typeof channelContracts.$inferInsert, 'freeUnlockWon'>>,
      at: Date,
    ) {
      const [row] = await tx
        .update(channelContracts)
        .set({ ...terms, updatedAt: at })
        .where(eq(channelContracts.channelId, channelId))
        .returning();
      return row ?? null;
    },

    /** The terms, locked for a change in the caller's transaction. */
    lockContract: async (tx: Tx, channelId: number) =>
      (
        await tx
          .select()
          .from(channelContracts)
          .where(eq(channelContracts.channelId, channelId))
          .for('update')
      )[0] ?? null,

    contract: async (channelId: number) =>
      (await db.select().from(channelContracts).where(eq(channelContracts.channelId, channelId)))[0] ?? null,

    /** A ledger transaction's member and kind. */
    ledgerTransaction: async (id: number) =>
      (
        await db
          .select({
            id: ledgerTransactions.id,
            userId: ledgerTransactions.userId,
            kind: ledgerTransactions.kind,
          })
          .from(ledgerTransactions)
          .where(eq(ledgerTransactions.id, id))
      )[0] ?? null,

    /** The hearts a reversal gave back (its negative earning). */
    async reversalOf(tx: Tx, reversalId: number): Promise<{ paid: number; bonus: number }> {
      const [row] = await tx
        .select({ paid: channelEarnings.paidHearts, bonus: channelEarnings.bonusHearts })
        .from(channelEarnings)
        .where(eq(channelEarnings.transactionId, reversalId));
      return { paid: -(row?.paid ?? 0), bonus: -(row?.bonus ?? 0) };
    },

    /** What a spend unlocked (episodes, a bundle, a gallery picture) is no longer owned. */
    async dropEntitlements(tx: Tx, transactionId: number): Promise<number> {
      const episodes = await tx
        .delete(purchases)
        .where(eq(purchases.transactionId, transactionId))
        .returning({ id: purchases.id });
      const pictures = await tx
        .delete(galleryPurchases)
        .where(eq(galleryPurchases.transactionId, transactionId))
        .returning({ itemId: galleryPurchases.itemId });
      return episodes.length + pictures.length;
    },

    /** The owner's verified name and birth date (identity verification), if any. */
    verifiedIdentity: async (userId: number) =>
      (
        await db
          .select({ name: identityVerifications.name, birthDate: identityVerifications.birthDate })
          .from(identityVerifications)
          .where(eq(identityVerifications.userId, userId))
      )[0] ?? null,

    /** Registers (or replaces) a channel's payout account. */
    async saveAccount(row: typeof payoutAccounts.$inferInsert) {
      const [saved] = await db
        .insert(payoutAccounts)
        .values(row)
        .onConflictDoUpdate({
          target: payoutAccounts.channelId,
          set: {
            bankCode: row.bankCode,
            accountSealed: row.accountSealed,
            accountMasked: row.accountMasked,
            holderName: row.holderName,
            checkedAt: row.checkedAt,
            updatedAt: row.checkedAt,
          },
        })
        .returning();
      return saved!;
    },

    account: async (channelId: number) =>
      (await db.select().from(payoutAccounts).where(eq(payoutAccounts.channelId, channelId)))[0] ?? null,
  };
}

export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
