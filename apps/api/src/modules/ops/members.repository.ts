import type {
  TMemberStatus,
  TOpsMemberActivity,
  TOpsMemberDetail,
  TOpsMemberRow,
} from '@sogon/contract/schemas/ops';
import { and, desc, eq, ilike, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { escapeLike } from '#api/db/like';
import { sessions, users } from '#api/db/schema/index';
import type { AuditInput, Tx } from './operators.repository.ts';

/** Writes the change's audit row in its transaction (the console's auth.audit for this operator). */
export type AuditWriter = (tx: Tx, entry: Omit<AuditInput, 'operatorId'>) => Promise<void>;

const memberColumns = {
  id: users.id,
  uid: users.uid,
  provider: users.provider,
  username: users.username,
  status: users.status,
  isAuth: users.isAuth,
  adultMode: users.adultMode,
  createdAt: users.createdAt,
};

function toRow(row: {
  id: number;
  uid: string;
  provider: string;
  username: string;
  status: TMemberStatus;
  isAuth: boolean;
  adultMode: boolean;
  createdAt: Date;
}): TOpsMemberRow {
  return {
    id: row.id,
    uid: row.uid,
    provider: row.provider,
    username: row.username,
    status: row.status,
    isAuth: row.isAuth,
    adultMode: row.adultMode,
    joinedAt: row.createdAt.toISOString(),
  };
}

/** Rows of each list of a member's activity. */
const ACTIVITY_ROWS = 30;

/** What the console reads of members and the changes it makes to them, each with its audit row. */
export function createMemberOpsRepository(db: Db) {
  return {
    /** One page of the members matching the search, newest first, and how many match in all. */
    async searchMembers(query: {
      q: string;
      status?: TMemberStatus;
      limit: number;
      page: number;
    }): Promise<{ items: TOpsMemberRow[]; total: number }> {
      const conditions: SQL[] = [];
      if (query.q) {
        const like = `%${escapeLike(query.q)}%`;
        const byText = or(ilike(users.uid, like), ilike(users.username, like))!;
        conditions.push(/^\d{1,15}$/.test(query.q) ? or(eq(users.id, Number(query.q)), byText)! : byText);
      }
      if (query.status) conditions.push(eq(users.status, query.status));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select(memberColumns)
          .from(users)
          .where(where)
          .orderBy(desc(users.id))
          .limit(query.limit)
          .offset((query.page - 1) * query.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
      ]);
      return { items: rows.map(toRow), total: counted?.n ?? 0 };
    },

    async member(id: number, at: Date): Promise<TOpsMemberDetail | null> {
      const [row] = await db.select(memberColumns).from(users).where(eq(users.id, id));
      if (!row) return null;
      const facts = await db.execute<{
        verified_at: Date | null;
        paid: number;
        bonus: number;
        active_sessions: number;
        last_seen_at: Date | null;
        payments: number;
        purchases: number;
      }>(sql`
        select (select max(v.verified_at) from identity_verifications v where v.user_id = ${id}) as verified_at,
               coalesce((select w.paid from heart_wallets w where w.user_id = ${id}), 0)::int as paid,
               coalesce((select w.bonus from heart_wallets w where w.user_id = ${id}), 0)::int as bonus,
               (select count(*) from sessions s
                 where s.user_id = ${id} and s.revoked_at is null and s.expires_at > ${at})::int as active_sessions,
               (select max(s.last_seen_at) from sessions s where s.user_id = ${id}) as last_seen_at,
               (select count(*) from payments p where p.user_id = ${id} and p.status = 'paid')::int as payments,
               (select count(*) from purchases pu where pu.user_id = ${id})::int as purchases`);
      const fact = facts.rows[0]!;
      const blocks = await db.execute<{ channel_id: number; name: string; created_at: Date | string }>(sql`
        select b.channel_id::int as channel_id, c.name, b.created_at
          from channel_blocks b join channels c on c.id = b.channel_id
         where b.user_id = ${id} order by b.created_at desc limit 50`);
      const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
      return {
        ...toRow(row),
        verifiedAt: iso(fact.verified_at),
        wallet: { paid: Number(fact.paid), bonus: Number(fact.bonus) },
        activeSessions: Number(fact.active_sessions),
        lastSeenAt: iso(fact.last_seen_at),
        payments: Number(fact.payments),
        purchases: Number(fact.purchases),
        channelBlocks: blocks.rows.map((block) => ({
          channelId: block.channel_id,
          name: block.name,
          createdAt: new Date(block.created_at).toISOString(),
        })),
      };
    },

    /** The member's latest heart movements, purchases, payments, subscriptions and comments. */
    async activity(id: number): Promise<TOpsMemberActivity> {
      const iso = (value: Date | string) => new Date(value).toISOString();
      const [ledger, bought, paid, subscribed, commented] = await Promise.all([
        db.execute<{ id: number; kind: string; memo: string; paid: number; bonus: number; at: Date }>(sql`
          select t.id::int, t.kind, t.memo, t.created_at as at,
                 coalesce(sum(e.amount) filter (where e.account = 'member_paid'), 0)::int as paid,
                 coalesce(sum(e.amount) filter (where e.account = 'member_bonus'), 0)::int as bonus
            from ledger_transactions t left join ledger_entries e on e.transaction_id = t.id
           where t.user_id = ${id}
           group by t.id order by t.id desc limit ${ACTIVITY_ROWS}`),
        db.execute<{
          id: number;
          playlist_id: number;
          title: string;
          content_id: number | null;
          hearts: number;
          at: Date;
        }>(sql`
          select pu.id::int, pu.playlist_id::int, p.title, pu.content_id::int, pu.hearts, pu.created_at as at
            from purchases pu join playlists p on p.id = pu.playlist_id
           where pu.user_id = ${id} order by pu.id desc limit ${ACTIVITY_ROWS}`),
        db.execute<{
          id: number;
          product_name: string;
          amount: number;
          status: string;
          refunded_amount: number;
          at: Date;
        }>(sql`
          select id::int, product_name, amount, status, refunded_amount, coalesce(paid_at, created_at) as at
            from payments where user_id = ${id} order by id desc limit ${ACTIVITY_ROWS}`),
        db.execute<{
          id: number;
          channel_id: number;
          name: string;
          status: string;
          current_period_end: Date;
          auto_renew: boolean;
        }>(sql`
          select s.id::int, s.channel_id::int, c.name, s.status, s.current_period_end, s.auto_renew
            from channel_subscriptions s join channels c on c.id = s.channel_id
           where s.user_id = ${id} order by s.id desc limit ${ACTIVITY_ROWS}`),
        db.execute<{
          id: number;
          target_type: string;
          target_id: number;
          content: string;
          is_hidden: boolean;
          deleted_at: Date | null;
          at: Date;
        }>(sql`
          select id::int, target_type, target_id::int, left(content, 120) as content, is_hidden, deleted_at, created_at as at
            from comments where user_id = ${id} order by id desc limit ${ACTIVITY_ROWS}`),
      ]);
      return {
        ledger: ledger.rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          memo: row.memo ?? '',
          paid: row.paid,
          bonus: row.bonus,
          at: iso(row.at),
        })),
        purchases: bought.rows.map((row) => ({
          id: row.id,
          playlistId: row.playlist_id,
          playlistTitle: row.title,
          contentId: row.content_id,
          hearts: row.hearts,
          at: iso(row.at),
        })),
        payments: paid.rows.map((row) => ({
          id: row.id,
          productName: row.product_name,
          amount: row.amount,
          status: row.status,
          refundedAmount: row.refunded_amount,
          at: iso(row.at),
        })),
        subscriptions: subscribed.rows.map((row) => ({
          id: row.id,
          channelId: row.channel_id,
          channelName: row.name,
          status: row.status,
          currentPeriodEnd: iso(row.current_period_end),
          autoRenew: row.auto_renew,
        })),
        comments: commented.rows.map((row) => ({
          id: row.id,
          targetType: row.target_type,
          targetId: row.target_id,
          excerpt: row.content,
          hidden: row.is_hidden,
          deleted: row.deleted_at !== null,
          at: iso(row.at),
        })),
      };
    },

    /**
     * Sets a member's status (block / unblock) with its audit row in one transaction; a block
     * also ends every session. Null when the member is missing or not in `from`.
     */
    async setMemberStatus(change: {
      audit: AuditWriter;
      memberId: number;
      from: TMemberStatus;
      to: TMemberStatus;
      action: 'member.block' | 'member.unblock';
      reason: string;
      at: Date;
    }): Promise<'changed' | 'missing' | 'unchanged'> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ status: users.status })
          .from(users)
          .where(eq(users.id, change.memberId))
          .for('update');
        if (!before) return 'missing';
        if (before.status !== change.from) return 'unchanged';
        await tx
          .update(users)
          .set({ status: change.to, updatedAt: change.at })
          .where(eq(users.id, change.memberId));
        let ended = 0;
        if (change.to === 'blocked') {
          const revoked = await tx
            .update(sessions)
            .set({ revokedAt: change.at })
            .where(and(eq(sessions.userId, change.memberId), isNull(sessions.revokedAt)))
            .returning({ id: sessions.id });
          ended = revoked.length;
        }
        await change.audit(tx, {
          action: change.action,
          target: `member:${change.memberId}`,
          reason: change.reason,
          before: { status: before.status },
          after: { status: change.to, ...(change.to === 'blocked' ? { sessionsEnded: ended } : {}) },
        });
        return 'changed';
      });
    },

    /**
     * Turns a member's adult mode off (a parent's call, a doubtful verification) with its audit
     * row; 'unchanged' when it was off already.
     */
    async turnAdultModeOff(change: {
      audit: AuditWriter;
      memberId: number;
      reason: string;
      at: Date;
    }): Promise<'changed' | 'missing' | 'unchanged'> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ adultMode: users.adultMode })
          .from(users)
          .where(eq(users.id, change.memberId))
          .for('update');
        if (!before) return 'missing';
        if (!before.adultMode) return 'unchanged';
        await tx
          .update(users)
          .set({ adultMode: false, updatedAt: change.at })
          .where(eq(users.id, change.memberId));
        await change.audit(tx, {
          action: 'member.adult-mode.off',
          target: `member:${change.memberId}`,
          reason: change.reason,
          before: { adultMode: true },
          after: { adultMode: false },
        });
        return 'changed';
      });
    },

    /** Ends every live session of a member (a lost phone, a shared account) with its audit row. */
    async endSessions(change: {
      audit: AuditWriter;
      memberId: number;
      reason: string;
      at: Date;
    }): Promise<number> {
      return db.transaction(async (tx) => {
        const revoked = await tx
          .update(sessions)
          .set({ revokedAt: change.at })
          .where(and(eq(sessions.userId, change.memberId), isNull(sessions.revokedAt)))
          .returning({ id: sessions.id });
        if (revoked.length > 0) {
          await change.audit(tx, {
            action: 'member.sessions.end',
            target: `member:${change.memberId}`,
            reason: change.reason,
            before: {},
            after: { sessionsEnded: revoked.length },
          });
        }
        return revoked.length;
      });
    },
  };
}

export type MemberOpsRepository = ReturnType<typeof createMemberOpsRepository>;
