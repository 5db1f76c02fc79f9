import { and, asc, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { channels, payoutBatches, settlementStatements } from '#api/db/schema/index';
import type { Tx } from '#api/modules/hearts';
import type { Month } from './months.ts';

/** A payable statement no payout has taken yet, whose transfer may go out. */
const READY_TO_PAY = sql`${settlementStatements.status} = 'payable' and ${settlementStatements.payoutBatchId} is null
  and (${settlementStatements.creatorType} = 'individual' or ${settlementStatements.invoiceNumber} <> '')`;

/** The month ('YYYY-MM') of the approved batch that pays a statement, if one does. */
const PAYOUT_MONTH = sql<string | null>`(select to_char(p.month, 'YYYY-MM') from payout_batches p
  where p.id = ${settlementStatements.payoutBatchId})`;

/**
 * Payout batches and their statements: a month's batch and its statements, a channel's
 * statements, approval, payment and tax invoices (repository.ts assembles these into the
 * settlement repository).
 */
export function payoutQueries(db: Db) {
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
  };
}
