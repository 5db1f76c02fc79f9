import type { TOpsBanner, TOpsFaq, TOpsNotice, TOpsPopup } from '@sogon/contract/schemas/ops-site';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { banners, faqs, notices, sitePopup } from '#api/db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Writes the audit row of a change inside its transaction (the console's audit writer). */
export type AuditWrite = (tx: Tx, before: object | null, after: object) => Promise<void>;

type BannerRow = typeof banners.$inferSelect;
type NoticeRow = typeof notices.$inferSelect;
type FaqRow = typeof faqs.$inferSelect;
type PopupRow = typeof sitePopup.$inferSelect;

export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'hiddenAt'>;
export type NoticeValues = Omit<typeof notices.$inferInsert, 'id' | 'updatedAt' | 'hiddenAt'>;
export type FaqValues = Omit<typeof faqs.$inferInsert, 'id' | 'updatedAt' | 'hiddenAt'>;
export type PopupValues = Omit<typeof sitePopup.$inferInsert, 'id' | 'updatedAt'>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

function toBanner(row: BannerRow): TOpsBanner {
  return {
    id: row.id,
    type: row.type,
    grade: row.grade,
    title: row.title,
    subtitle: row.subtitle,
    imageAlt: row.imageAlt,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    playlistId: row.playlistId,
    isAdult: row.isAdult,
    sort: row.sort,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    hiddenAt: iso(row.hiddenAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toNotice(row: NoticeRow): TOpsNotice {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    isPinned: row.isPinned,
    publishedAt: row.publishedAt.toISOString(),
    hiddenAt: iso(row.hiddenAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toFaq(row: FaqRow): TOpsFaq {
  return {
    id: row.id,
    category: row.category,
    question: row.question,
    answer: row.answer,
    sort: row.sort,
    hiddenAt: iso(row.hiddenAt),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPopup(row: PopupRow): TOpsPopup {
  return {
    title: row.title,
    body: row.body,
    imageUrl: row.imageUrl,
    imageAlt: row.imageAlt,
    linkUrl: row.linkUrl,
    linkLabel: row.linkLabel,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The single popup row's id. */
export const POPUP_ID = 1;

/**
 * What the console reads and writes of banners, notices, FAQ and the popup. Every write runs
 * with its audit row (before / after) in one transaction; a missing row writes nothing.
 */
export function createSiteOpsRepository(db: Db) {
  return {
    async banners(type?: string): Promise<TOpsBanner[]> {
      const rows = await db
        .select()
        .from(banners)
        .where(type ? eq(banners.type, type) : undefined)
        .orderBy(asc(banners.type), asc(banners.sort), desc(banners.id))
        .limit(500);
      return rows.map(toBanner);
    },

    async banner(id: number): Promise<TOpsBanner | null> {
      const [row] = await db.select().from(banners).where(eq(banners.id, id));
      return row ? toBanner(row) : null;
    },

    async playlistExists(id: number): Promise<boolean> {
      const found = await db.query.playlists.findFirst({
        where: (p, { eq: is }) => is(p.id, id),
        columns: { id: true },
      });
      return Boolean(found);
    },

    async insertBanner(values: BannerValues, at: Date, audit: AuditWrite): Promise<TOpsBanner> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(banners)
          .values({ ...values, createdAt: at, updatedAt: at })
          .returning();
        const after = toBanner(row!);
        await audit(tx, null, after);
        return after;
      });
    },

    async updateBanner(
      id: number,
      values: Partial<BannerValues> & { hiddenAt?: Date | null },
      at: Date,
      audit: AuditWrite,
    ): Promise<TOpsBanner | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
        if (!current) return null;
        const [row] = await tx
          .update(banners)
          .set({ ...values, updatedAt: at })
          .where(eq(banners.id, id))
          .returning();
        const after = toBanner(row!);
        await audit(tx, toBanner(current), after);
        return after;
      });
    },

    async notices(): Promise<TOpsNotice[]> {
      const rows = await db
        .select()
        .from(notices)
        .orderBy(desc(notices.publishedAt), desc(notices.id))
        .limit(500);
      return rows.map(toNotice);
    },

    async notice(id: number): Promise<TOpsNotice | null> {
      const [row] = await db.select().from(notices).where(eq(notices.id, id));
      return row ? toNotice(row) : null;
    },

    async insertNotice(values: NoticeValues, at: Date, audit: AuditWrite): Promise<TOpsNotice> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(notices)
          .values({ ...values, updatedAt: at })
          .returning();
        const after = toNotice(row!);
        await audit(tx, null, after);
        return after;
      });
    },

    async updateNotice(
      id: number,
      values: Partial<NoticeValues> & { hiddenAt?: Date | null },
      at: Date,
      audit: AuditWrite,
    ): Promise<TOpsNotice | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(notices).where(eq(notices.id, id)).for('update');
        if (!current) return null;
        const [row] = await tx
          .update(notices)
          .set({ ...values, updatedAt: at })
          .where(eq(notices.id, id))
          .returning();
        const after = toNotice(row!);
        await audit(tx, toNotice(current), after);
        return after;
      });
    },

    async faqs(): Promise<TOpsFaq[]> {
      const rows = await db
        .select()
        .from(faqs)
        .orderBy(asc(faqs.category), asc(faqs.sort), asc(faqs.id))
        .limit(1000);
      return rows.map(toFaq);
    },

    async faq(id: number): Promise<TOpsFaq | null> {
      const [row] = await db.select().from(faqs).where(eq(faqs.id, id));
      return row ? toFaq(row) : null;
    },

    async insertFaq(values: FaqValues, at: Date, audit: AuditWrite): Promise<TOpsFaq> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(faqs)
          .values({ ...values, updatedAt: at })
          .returning();
        const after = toFaq(row!);
        await audit(tx, null, after);
        return after;
      });
    },

    async updateFaq(
      id: number,
      values: Partial<FaqValues> & { hiddenAt?: Date | null },
      at: Date,
      audit: AuditWrite,
    ): Promise<TOpsFaq | null> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(faqs).where(eq(faqs.id, id)).for('update');
        if (!current) return null;
        const [row] = await tx
          .update(faqs)
          .set({ ...values, updatedAt: at })
          .where(eq(faqs.id, id))
          .returning();
        const after = toFaq(row!);
        await audit(tx, toFaq(current), after);
        return after;
      });
    },

    async popup(): Promise<TOpsPopup | null> {
      const [row] = await db.select().from(sitePopup).where(eq(sitePopup.id, POPUP_ID));
      return row ? toPopup(row) : null;
    },

    async savePopup(values: PopupValues, at: Date, audit: AuditWrite): Promise<TOpsPopup> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(sitePopup).where(eq(sitePopup.id, POPUP_ID)).for('update');
        const [row] = await tx
          .insert(sitePopup)
          .values({ id: POPUP_ID, ...values, updatedAt: at })
          .onConflictDoUpdate({ target: sitePopup.id, set: { ...values, updatedAt: at } })
          .returning();
        const after = toPopup(row!);
        await audit(tx, current ? toPopup(current) : null, after);
        return after;
      });
    },
  };
}

export type SiteOpsRepository = ReturnType<typeof createSiteOpsRepository>;
