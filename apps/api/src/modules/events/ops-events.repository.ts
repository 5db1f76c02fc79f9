import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { couponRedemptions, couponSets, coupons, events, playlists, users } from '#api/db/schema/index';
import type { Tx } from '#api/modules/hearts';

export type CouponSetRow = typeof couponSets.$inferSelect;
export type EventInsert = typeof events.$inferInsert;

/** A console coupon with its event's title, how many codes it has and how often it was redeemed. */
export interface CouponSetFigures {
  set: CouponSetRow;
  eventTitle: string;
  codes: number;
  redeemed: number;
  /** Shared coupons: the one code. */
  code: string | null;
}

/** The console's reads and writes of events and coupon sets. Writes take the caller's transaction. */
export function createOpsEventsRepository(db: Db) {
  const figures = {
    set: couponSets,
    eventTitle: events.title,
    codes: sql<number>`(select count(*)::int from ${coupons} where ${coupons.setId} = ${couponSets.id})`,
    redeemed: sql<number>`(select count(*)::int from ${couponRedemptions} where ${couponRedemptions.setId} = ${couponSets.id})`,
    code: sql<
      string | null
    >`case when ${couponSets.mode} = 'shared' then (select min(${coupons.code}) from ${coupons} where ${coupons.setId} = ${couponSets.id}) end`,
  };

  return {
    async events(filter: { kind?: EventInsert['kind']; limit: number }) {
      return db
        .select()
        .from(events)
        .where(filter.kind ? eq(events.kind, filter.kind) : undefined)
        .orderBy(desc(events.id))
        .limit(filter.limit);
    },

    async event(id: number, executor: Tx | Db = db) {
      const [row] = await executor.select().from(events).where(eq(events.id, id));
      return row ?? null;
    },

    /** Locks the event row for an edit (before and after in the audit row are exact). */
    async lockEvent(tx: Tx, id: number) {
      const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
      return row ?? null;
    },

    async playlistExists(id: number): Promise<boolean> {
      const [row] = await db.select({ id: playlists.id }).from(playlists).where(eq(playlists.id, id));
      return row !== undefined;
    },

    async insertEvent(tx: Tx, values: EventInsert) {
      const [row] = await tx.insert(events).values(values).returning();
      return row!;
    },

    async updateEvent(tx: Tx, id: number, values: Omit<EventInsert, 'id' | 'createdAt'>) {
      const [row] = await tx.update(events).set(values).where(eq(events.id, id)).returning();
      return row!;
    },

    async couponSets(filter: { eventId?: number; limit: number }): Promise<CouponSetFigures[]> {
      return db
        .select(figures)
        .from(couponSets)
        .innerJoin(events, eq(events.id, couponSets.eventId))
        .where(filter.eventId ? eq(couponSets.eventId, filter.eventId) : undefined)
        .orderBy(desc(couponSets.id))
        .limit(filter.limit);
    },

    async couponSet(id: number, executor: Tx | Db = db): Promise<CouponSetFigures | null> {
      const [row] = await executor
        .select(figures)
        .from(couponSets)
        .innerJoin(events, eq(events.id, couponSets.eventId))
        .where(eq(couponSets.id, id));
      return row ?? null;
    },

    async insertCouponSet(tx: Tx, values: typeof couponSets.$inferInsert): Promise<CouponSetRow> {
      const [row] = await tx.insert(couponSets).values(values).returning();
      return row!;
    },

    /** Inserts the codes that are free; answers the ones taken (by another coupon) to draw again. */
    async insertCodes(
      tx: Tx,
      set: CouponSetRow,
      codes: readonly string[],
      maxRedemptions: number | null,
    ): Promise<string[]> {
      const inserted = await tx
        .insert(coupons)
        .values(
          codes.map((code) => ({
            eventId: set.eventId,
            setId: set.id,
            code,
            hearts: set.hearts,
            maxRedemptions,
          })),
        )
        .onConflictDoNothing()
        .returning({ code: coupons.code });
      const fresh = new Set(inserted.map((row) => row.code));
      return codes.filter((code) => !fresh.has(code));
    },

    /** Disables a set unless it is already; false when it was. */
    async disableSet(tx: Tx, id: number, at: Date): Promise<boolean> {
      const rows = await tx
        .update(couponSets)
        .set({ disabledAt: at })
        .where(and(eq(couponSets.id, id), sql`${couponSets.disabledAt} is null`))
        .returning({ id: couponSets.id });
      return rows.length > 0;
    },

    async redemptions(setId: number, limit: number) {
      return db
        .select({
          userId: couponRedemptions.userId,
          username: users.username,
          code: coupons.code,
          hearts: couponRedemptions.hearts,
          at: couponRedemptions.createdAt,
        })
        .from(couponRedemptions)
        .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
        .innerJoin(users, eq(users.id, couponRedemptions.userId))
        .where(eq(couponRedemptions.setId, setId))
        .orderBy(desc(couponRedemptions.id))
        .limit(limit);
    },

    /** Every code of a set in the order it was made, with whether it has been used. */
    async codes(setId: number) {
      return db
        .select({ code: coupons.code, used: sql<boolean>`${coupons.redeemedCount} > 0` })
        .from(coupons)
        .where(eq(coupons.setId, setId))
        .orderBy(coupons.id);
    },
  };
}

export type OpsEventsRepository = ReturnType<typeof createOpsEventsRepository>;
