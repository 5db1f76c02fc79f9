import type { TPartnerDay } from '@sogon/contract/schemas/ops-partners';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { partnerDaily } from '#api/db/schema/index';
import { seoulDaySql } from '#api/db/seoul-day';

/** A stretch of Seoul days and the instants that bound it: [since, until). */
export interface SeoulDays {
  firstDay: string;
  lastDay: string;
  since: Date;
  until: Date;
}

type Row = { [K in keyof TPartnerDay]: K extends 'day' | 'pid' ? string : number | string };

const toDay = (row: Row): TPartnerDay => ({
  day: row.day,
  pid: row.pid,
  visits: Number(row.visits),
  visitors: Number(row.visitors),
  signups: Number(row.signups),
  verifications: Number(row.verifications),
  firstPayments: Number(row.firstPayments),
  firstPaymentWon: Number(row.firstPaymentWon),
  payments: Number(row.payments),
  revenueWon: Number(row.revenueWon),
  refundWon: Number(row.refundWon),
});

/**
 * Every partner's figures per Seoul day of `days`, from the raw tables: page views of the access
 * log, members by the p_id they joined with (sign-ups, first identity verifications, payments,
 * first payments, refunds). Each part reads its own indexed time range.
 */
function computeSql(days: SeoulDays) {
  const { since, until } = days;
  return sql`
    with visits as (
      select ${seoulDaySql('created_at')} as day, pid, count(*) as visits,
             count(distinct nullif(uuid, '')) as visitors
        from access_logs
       where created_at >= ${since} and created_at < ${until} and pid <> ''
       group by 1, 2
    ),
    signups as (
      select ${seoulDaySql('created_at')} as day, pid, count(*) as n
        from users where pid <> '' and created_at >= ${since} and created_at < ${until}
       group by 1, 2
    ),
    verifications as (
      select ${seoulDaySql('v.first_verified_at')} as day, u.pid, count(*) as n
        from identity_verifications v join users u on u.id = v.user_id
       where u.pid <> '' and v.first_verified_at >= ${since} and v.first_verified_at < ${until}
       group by 1, 2
    ),
    paid as (
      select ${seoulDaySql('p.paid_at')} as day, u.pid, count(*) as n, sum(p.amount) as won
        from payments p join users u on u.id = p.user_id
       where u.pid <> '' and p.paid_at >= ${since} and p.paid_at < ${until}
       group by 1, 2
    ),
    refunds as (
      select ${seoulDaySql('p.refunded_at')} as day, u.pid, sum(p.refunded_amount) as won
        from payments p join users u on u.id = p.user_id
       where u.pid <> '' and p.refunded_at >= ${since} and p.refunded_at < ${until}
       group by 1, 2
    ),
    firsts as (
      -- A payer of the range whose first approved payment ever falls in it.
      select ${seoulDaySql('f.paid_at')} as day, f.pid, count(*) as n, sum(f.amount) as won
        from (
          select distinct on (p.user_id) p.user_id, u.pid, p.paid_at, p.amount
            from payments p join users u on u.id = p.user_id
           where u.pid <> '' and p.paid_at is not null
             and p.user_id in (
               select user_id from payments where paid_at >= ${since} and paid_at < ${until}
             )
           order by p.user_id, p.paid_at
        ) f
       where f.paid_at >= ${since} and f.paid_at < ${until}
       group by 1, 2
    ),
    keys as (
      select day, pid from visits union select day, pid from signups
      union select day, pid from verifications union select day, pid from paid
      union select day, pid from refunds
    )
    select k.day::text as "day", k.pid as "pid",
           coalesce(v.visits, 0)::int as "visits", coalesce(v.visitors, 0)::int as "visitors",
           coalesce(s.n, 0)::int as "signups", coalesce(iv.n, 0)::int as "verifications",
           coalesce(f.n, 0)::int as "firstPayments", coalesce(f.won, 0)::bigint as "firstPaymentWon",
           coalesce(p.n, 0)::int as "payments", coalesce(p.won, 0)::bigint as "revenueWon",
           coalesce(r.won, 0)::bigint as "refundWon"
      from keys k
      left join visits v on v.day = k.day and v.pid = k.pid
      left join signups s on s.day = k.day and s.pid = k.pid
      left join verifications iv on iv.day = k.day and iv.pid = k.pid
      left join paid p on p.day = k.day and p.pid = k.pid
      left join refunds r on r.day = k.day and r.pid = k.pid
      left join firsts f on f.day = k.day and f.pid = k.pid`;
}

/** The partner report's rows: computed from the raw tables, or stored per closed day. */
export function createPartnerRepository(db: Db) {
  return {
    /** Every partner's figures per day of `days`, computed now (today's figures, a rollup). */
    async compute(days: SeoulDays): Promise<TPartnerDay[]> {
      const result = await db.execute<Row>(computeSql(days));
      return result.rows.map(toDay);
    },

    /**
     * Computes the closed days of `days` and stores them in partner_daily, replacing what was
     * there, and marks them rolled up. One rollup at a time across every server (an advisory
     * lock), so two replacing the same days cannot collide.
     */
    async rollUp(days: SeoulDays): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('partner-rollup'))`);
        await tx.delete(partnerDaily).where(between(partnerDaily.day, days.firstDay, days.lastDay));
        await tx.execute(sql`
          insert into partner_daily (day, pid, visits, visitors, signups, verifications,
                                     first_payments, first_payment_won, payments, revenue_won, refund_won)
          select "day"::date, "pid", "visits", "visitors", "signups", "verifications",
                 "firstPayments", "firstPaymentWon", "payments", "revenueWon", "refundWon"
            from (${computeSql(days)}) computed`);
        await tx.execute(sql`
          insert into partner_rollup_days (day, rolled_at)
          select d::date, now() from generate_series(${days.firstDay}::date, ${days.lastDay}::date, interval '1 day') d
          on conflict (day) do update set rolled_at = excluded.rolled_at`);
      });
    },

    /** The days of [firstDay, lastDay] not rolled up yet, oldest first. */
    async missingDays(firstDay: string, lastDay: string): Promise<string[]> {
      const result = await db.execute<{ day: string }>(sql`
        select d::date::text as day
          from generate_series(${firstDay}::date, ${lastDay}::date, interval '1 day') d
         where not exists (select 1 from partner_rollup_days r where r.day = d::date)
         order by 1`);
      return result.rows.map((row) => row.day);
    },

    /** Stored rows of [firstDay, lastDay], for one partner or all. */
    async stored(firstDay: string, lastDay: string, pid?: string): Promise<TPartnerDay[]> {
      const rows = await db
        .select()
        .from(partnerDaily)
        .where(
          and(
            between(partnerDaily.day, firstDay, lastDay),
            pid === undefined ? undefined : eq(partnerDaily.pid, pid),
          ),
        )
        .orderBy(asc(partnerDaily.day), asc(partnerDaily.pid));
      return rows.map((row) => ({ ...row }));
    },

    /** The Seoul day of the oldest access-log row, or null when the log is empty. */
    async oldestLogDay(): Promise<string | null> {
      const result = await db.execute<{ day: string | null }>(
        sql`select ${seoulDaySql('min(created_at)')}::text as day from access_logs`,
      );
      return result.rows[0]?.day ?? null;
    },

    /** Deletes up to `batch` access-log rows older than `before`; how many went. */
    async deleteLogsBefore(before: Date, batch: number): Promise<number> {
      const result = await db.execute(sql`
        delete from access_logs where id in (
          select id from access_logs where created_at < ${before} order by created_at limit ${batch}
        )`);
      return result.rowCount ?? 0;
    },
  };
}

export type PartnerRepository = ReturnType<typeof createPartnerRepository>;
