import { INQUIRY_PAGE_SIZE } from '@sogon/contract/limits';
import type { TInquiry, TInquiryBody, TInquiryStatus, TOpsInquiry } from '@sogon/contract/schemas/inquiries';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { inquiries, users } from '#api/db/schema/index';
import type { Tx } from '#api/modules/ops';

type InquiryRow = typeof inquiries.$inferSelect;

function toInquiry(row: InquiryRow): TInquiry {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    body: row.body,
    status: row.status,
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

const offset = (page: number) => (page - 1) * INQUIRY_PAGE_SIZE;

/** The reads and writes of 1:1 inquiries. */
export function createInquiryRepository(db: Db) {
  async function opsPage(where: SQL | undefined, page: number) {
    const [rows, [counted]] = await Promise.all([
      db
        .select({ inquiry: inquiries, member: { id: users.id, uid: users.uid, username: users.username } })
        .from(inquiries)
        .innerJoin(users, eq(users.id, inquiries.userId))
        .where(where)
        .orderBy(desc(inquiries.id))
        .limit(INQUIRY_PAGE_SIZE)
        .offset(offset(page)),
      db.select({ n: sql<number>`count(*)::int` }).from(inquiries).where(where),
    ]);
    return {
      items: rows.map((row): TOpsInquiry => ({ ...toInquiry(row.inquiry), member: row.member })),
      total: counted?.n ?? 0,
    };
  }

  return {
    async insert(userId: number, body: TInquiryBody): Promise<TInquiry> {
      const [row] = await db
        .insert(inquiries)
        .values({ userId, ...body })
        .returning();
      return toInquiry(row!);
    },

    async ofMember(userId: number, page: number): Promise<{ items: TInquiry[]; total: number }> {
      const where = eq(inquiries.userId, userId);
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(inquiries)
          .where(where)
          .orderBy(desc(inquiries.id))
          .limit(INQUIRY_PAGE_SIZE)
          .offset(offset(page)),
        db.select({ n: sql<number>`count(*)::int` }).from(inquiries).where(where),
      ]);
      return { items: rows.map(toInquiry), total: counted?.n ?? 0 };
    },

    all(filter: { status?: TInquiryStatus; page: number }) {
      return opsPage(filter.status ? eq(inquiries.status, filter.status) : undefined, filter.page);
    },

    async one(id: number): Promise<TOpsInquiry | null> {
      const { items } = await opsPage(eq(inquiries.id, id), 1);
      return items[0] ?? null;
    },

    /** Answers a waiting inquiry; false when it is answered already (two operators racing: one wins). */
    async answer(
      tx: Tx,
      values: { id: number; answer: string; operatorId: number; at: Date },
    ): Promise<boolean> {
      const rows = await tx
        .update(inquiries)
        .set({
          status: 'answered',
          answer: values.answer,
          answeredBy: values.operatorId,
          answeredAt: values.at,
        })
        .where(and(eq(inquiries.id, values.id), eq(inquiries.status, 'waiting')))
        .returning({ id: inquiries.id });
      return rows.length > 0;
    },
  };
}

export type InquiryRepository = ReturnType<typeof createInquiryRepository>;
