import { and, asc, desc, eq, getTableColumns, gte, like, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import {
  heartProducts,
  ledgerEntries,
  ledgerTransactions,
  operators,
  paymentRefunds,
  payments,
  users,
} from '#api/db/schema/index';
import type { Tx } from '#api/modules/hearts';
import type { PaymentRow, ProductRow } from './repository.ts';

export interface OpsPaymentFilter {
  status?: PaymentRow['status'];
  memberId?: number;
  /** An order number or gateway transaction id, or the start of one. */
  text: string;
  /** Ordered at or after / before these instants (the query's KST days, resolved). */
  since?: Date;
  until?: Date;
  lastId?: number;
  limit: number;
}

export type OpsPaymentListRow = PaymentRow & { memberUid: string };

/** `%` and `_` typed into the search box are characters, not patterns. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What the console reads and writes of payments and heart products (the payments module's data). */
export function createOpsPaymentRepository(db: Db) {
  const withMember = { ...getTableColumns(payments), memberUid: users.uid };

  return {
    list(filter: OpsPaymentFilter): Promise<OpsPaymentListRow[]> {
      const prefix = filter.text ? `${escapeLike(filter.text)}%` : null;
      return db
        .select(withMember)
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(
          and(
            filter.status ? eq(payments.status, filter.status) : undefined,
            filter.memberId ? eq(payments.userId, filter.memberId) : undefined,
            prefix ? or(like(payments.orderNo, prefix), like(payments.gatewayTxId, prefix)) : undefined,
            filter.since ? gte(payments.createdAt, filter.since) : undefined,
            filter.until ? lt(payments.createdAt, filter.until) : undefined,
            filter.lastId ? lt(payments.id, filter.lastId) : undefined,
          ),
        )
        .orderBy(desc(payments.id))
        .limit(filter.limit);
    },

    async one(id: number): Promise<OpsPaymentListRow | null> {
      const [row] = await db
        .select(withMember)
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(eq(payments.id, id));
      return row ?? null;
    },

    /** The ledger movements that name this payment (its charge and refunds), newest first. */
    movements(payment: { id: number; userId: number }) {
      return db
        .select({
          id: ledgerTransactions.id,
          kind: ledgerTransactions.kind,
          reference: ledgerTransactions.reference,
          memo: ledgerTransactions.memo,
          createdAt: ledgerTransactions.createdAt,
          paid: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} = 'member_paid'), 0)::int`,
          bonus: sql<number>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.account} = 'member_bonus'), 0)::int`,
        })
        .from(ledgerTransactions)
        .leftJoin(ledgerEntries, eq(ledgerEntries.transactionId, ledgerTransactions.id))
        .where(
          and(
            eq(ledgerTransactions.userId, payment.userId),
            eq(ledgerTransactions.reference, `payment:${payment.id}`),
          ),
        )
        .groupBy(ledgerTransactions.id)
        .orderBy(desc(ledgerTransactions.id));
    },

    async refundByKey(key: string) {
      const [row] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.idempotencyKey, key));
      return row ?? null;
    },

    refunds(paymentId: number) {
      return db
        .select({
          id: paymentRefunds.id,
          sequence: paymentRefunds.sequence,
          hearts: paymentRefunds.hearts,
          bonus: paymentRefunds.bonus,
          amount: paymentRefunds.amount,
          reason: paymentRefunds.reason,
          operatorEmail: operators.email,
          cancelTxId: paymentRefunds.cancelTxId,
          createdAt: paymentRefunds.createdAt,
        })
        .from(paymentRefunds)
        .leftJoin(operators, eq(operators.id, paymentRefunds.operatorId))
        .where(eq(paymentRefunds.paymentId, paymentId))
        .orderBy(desc(paymentRefunds.sequence));
    },

    /** Every product, on sale or hidden: normal first, then each offer, by sort order. */
    products(): Promise<ProductRow[]> {
      return db
        .select()
        .from(heartProducts)
        .orderBy(
          sql`${heartProducts.offer} <> 'normal'`,
          asc(heartProducts.offer),
          asc(heartProducts.sort),
          asc(heartProducts.id),
        );
    },

    async lockProduct(tx: Tx, id: number): Promise<ProductRow | null> {
      const [row] = await tx.select().from(heartProducts).where(eq(heartProducts.id, id)).for('update');
      return row ?? null;
    },

    async insertProduct(tx: Tx, values: ProductValues): Promise<ProductRow> {
      const [row] = await tx.insert(heartProducts).values(values).returning();
      return row!;
    },

    async updateProduct(tx: Tx, id: number, values: ProductValues): Promise<ProductRow> {
      const [row] = await tx.update(heartProducts).set(values).where(eq(heartProducts.id, id)).returning();
      return row!;
    },
  };
}

export type ProductValues = Pick<
  ProductRow,
  'name' | 'price' | 'hearts' | 'bonus' | 'offer' | 'sort' | 'active'
>;

export type OpsPaymentRepository = ReturnType<typeof createOpsPaymentRepository>;
