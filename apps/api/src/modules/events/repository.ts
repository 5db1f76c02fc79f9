import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import {
  attendanceChecks,
  couponRedemptions,
  couponSets,
  coupons,
  events,
  identityBenefits,
  identityVerifications,
  ledgerEntries,
  playlists,
  users,
} from '#api/db/schema/index';
import { notAdultSql } from '#api/modules/access';
import type { Tx } from '#api/modules/hearts';

export type EventRow = typeof events.$inferSelect;
export type EventKind = EventRow['kind'];
export type AttendanceRow = typeof attendanceChecks.$inferSelect;

/** The reads and writes of events, check-ins and coupons. Writes take the caller's transaction. */
export function createEventRepository(db: Db) {
  /** Published events on at `now` (or ended by then), newest first. */
  function list(filter: { kind?: EventKind; status: 'ongoing' | 'ended' }, now: Date): Promise<EventRow[]> {
    const when =
      filter.status === 'ongoing'
        ? and(lte(events.startsAt, now), gt(events.endsAt, now))
        : lte(events.endsAt, now);
    return db
      .select()
      .from(events)
      .where(
        and(eq(events.status, 'published'), when, filter.kind ? eq(events.kind, filter.kind) : undefined),
      )
      .orderBy(filter.status === 'ongoing' ? desc(events.startsAt) : desc(events.endsAt), desc(events.id))
      .limit(50);
  }

  return {
    list,

    async published(id: number): Promise<EventRow | null> {
      const [row] = await db
        .select()
        .from(events)
        .where(and(eq(events.id, id), eq(events.status, 'published')));
      return row ?? null;
    },

    /** The event of a kind on at `now` that started last (the one a page shows). */
    async running(kind: EventKind, now: Date): Promise<EventRow | null> {
      const [row] = await list({ kind, status: 'ongoing' }, now);
      return row ?? null;
    },

    async playlist(id: number) {
      const [row] = await db
        .select({ id: playlists.id, title: playlists.title, coverImg: playlists.coverImg })
        .from(playlists)
        .where(and(eq(playlists.id, id), eq(playlists.status, 'published'), notAdultSql(playlists)));
      return row ?? null;
    },

    /** The person behind a member: their verified identity's CI hash, null when not verified now. */
    async personOf(userId: number): Promise<{ ciHash: Buffer; verifiedAt: Date } | null> {
      const [row] = await db
        .select({ ciHash: identityVerifications.ciHash, verifiedAt: identityVerifications.verifiedAt })
        .from(identityVerifications)
        .innerJoin(users, and(eq(users.id, identityVerifications.userId), eq(users.isAuth, true)))
        .where(eq(identityVerifications.userId, userId));
      return row ?? null;
    },

    /** The member's last verification, valid or not (it lapses after a year). */
    async verificationOf(userId: number): Promise<{ verifiedAt: Date } | null> {
      const [row] = await db
        .select({ verifiedAt: identityVerifications.verifiedAt })
        .from(identityVerifications)
        .where(eq(identityVerifications.userId, userId));
      return row ?? null;
    },

    /** The verification benefit of a person, and the hearts its ledger grant gave. */
    async benefitOf(ciHash: Buffer | null, userId: number) {
      const where = ciHash ? eq(identityBenefits.ciHash, ciHash) : eq(identityBenefits.userId, userId);
      // A join, not a correlated subquery: a single-table select renders its columns unqualified,
      // and inside the subquery `transaction_id` would name the entry's own column (every grant).
      const [row] = await db
        .select({
          userId: identityBenefits.userId,
          grantedAt: identityBenefits.grantedAt,
          hearts: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int`,
        })
        .from(identityBenefits)
        .leftJoin(
          ledgerEntries,
          and(
            eq(ledgerEntries.transactionId, identityBenefits.transactionId),
            eq(ledgerEntries.account, 'member_bonus'),
          ),
        )
        .where(where)
        .groupBy(identityBenefits.ciHash);
      return row ?? null;
    },

    /**
     * A person's check-ins in an event between two Seoul days (both included), oldest first.
     * Inside a transaction pass it: a second pool connection per transaction can starve the pool.
     */
    async checks(
      eventId: number,
      ciHash: Buffer,
      from: string,
      to: string,
      executor: Tx | Db = db,
    ): Promise<AttendanceRow[]> {
      return executor
        .select()
        .from(attendanceChecks)
        .where(
          and(
            eq(attendanceChecks.eventId, eventId),
            eq(attendanceChecks.ciHash, ciHash),
            sql`${attendanceChecks.day} between ${from}::date and ${to}::date`,
          ),
        )
        .orderBy(attendanceChecks.day);
    },

    async attendanceTotals(eventId: number, ciHash: Buffer): Promise<{ days: number; hearts: number }> {
      const [row] = await db
        .select({
          days: sql<number>`count(*)::int`,
          hearts: sql<number>`coalesce(sum(${attendanceChecks.hearts}), 0)::int`,
        })
        .from(attendanceChecks)
        .where(and(eq(attendanceChecks.eventId, eventId), eq(attendanceChecks.ciHash, ciHash)));
      return row ?? { days: 0, hearts: 0 };
    },

    /** Records a check-in; null when the person already checked in that day. */
    async insertCheck(tx: Tx, values: typeof attendanceChecks.$inferInsert): Promise<AttendanceRow | null> {
      const [row] = await tx.insert(attendanceChecks).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async setCheckTransaction(
      tx: Tx,
      key: { eventId: number; ciHash: Buffer; day: string },
      transactionId: number,
    ) {
      await tx
        .update(attendanceChecks)
        .set({ transactionId })
        .where(
          and(
            eq(attendanceChecks.eventId, key.eventId),
            eq(attendanceChecks.ciHash, key.ciHash),
            sql`${attendanceChecks.day} = ${key.day}::date`,
          ),
        );
    },

    /** The event a code belongs to (codes are unique across events), null for an unknown code. */
    async couponEventOf(code: string): Promise<number | null> {
      const [row] = await db.select({ eventId: coupons.eventId }).from(coupons).where(eq(coupons.code, code));
      return row?.eventId ?? null;
    },

    /** A code of the event (one lookup of the unique code index) with its console coupon, if any. */
    async coupon(eventId: number, code: string) {
      const [row] = await db
        .select({ coupon: coupons, set: couponSets })
        .from(coupons)
        .leftJoin(couponSets, eq(couponSets.id, coupons.setId))
        .where(and(eq(coupons.eventId, eventId), eq(coupons.code, code)));
      return row ? { ...row.coupon, set: row.set } : null;
    },

    /** How many times a person redeemed codes of a console coupon (inside the claim's transaction). */
    async redemptionsInSet(tx: Tx, setId: number, ciHash: Buffer): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.setId, setId), eq(couponRedemptions.ciHash, ciHash)));
      return row?.n ?? 0;
    },

    /** Whether a code has no use left (to tell "sold out" from "disabled or out of date"). */
    async couponExhausted(tx: Tx, couponId: number): Promise<boolean> {
      const [row] = await tx
        .select({
          exhausted: sql<boolean>`${coupons.maxRedemptions} is not null and ${coupons.redeemedCount} >= ${coupons.maxRedemptions}`,
        })
        .from(coupons)
        .where(eq(coupons.id, couponId));
      return row?.exhausted ?? false;
    },

    async redemption(eventId: number, ciHash: Buffer | null, userId: number) {
      const [row] = await db
        .select()
        .from(couponRedemptions)
        .where(
          and(
            eq(couponRedemptions.eventId, eventId),
            ciHash ? eq(couponRedemptions.ciHash, ciHash) : eq(couponRedemptions.userId, userId),
          ),
        )
        .orderBy(desc(couponRedemptions.createdAt))
        .limit(1);
      return row ?? null;
    },

    /**
     * Claims a redemption: the person's one coupon of the event (seed codes) or their slot of a
     * console coupon. Null when taken already (a unique index refuses it).
     */
    async insertRedemption(tx: Tx, values: typeof couponRedemptions.$inferInsert): Promise<number | null> {
      const [row] = await tx
        .insert(couponRedemptions)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: couponRedemptions.id });
      return row?.id ?? null;
    },

    /**
     * Takes one use of a coupon; false when its limit is reached, or its console coupon is
     * disabled or out of its dates at `now` (the row lock orders racers).
     */
    async takeCoupon(tx: Tx, couponId: number, now: Date): Promise<boolean> {
      const rows = await tx
        .update(coupons)
        .set({ redeemedCount: sql`${coupons.redeemedCount} + 1` })
        .where(
          and(
            eq(coupons.id, couponId),
            sql`(${coupons.maxRedemptions} is null or ${coupons.redeemedCount} < ${coupons.maxRedemptions})`,
            sql`not exists (select 1 from ${couponSets} where ${couponSets.id} = ${coupons.setId} and (${couponSets.disabledAt} is not null or ${couponSets.startsAt} > ${now} or ${couponSets.endsAt} <= ${now}))`,
          ),
        )
        .returning({ id: coupons.id });
      return rows.length > 0;
    },

    async setRedemptionTransaction(tx: Tx, redemptionId: number, transactionId: number) {
      await tx.update(couponRedemptions).set({ transactionId }).where(eq(couponRedemptions.id, redemptionId));
    },
  };
}

export type EventRepository = ReturnType<typeof createEventRepository>;
