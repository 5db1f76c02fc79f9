import type { TOpsDayFigures, TOpsTopPlaylist } from '@sogon/contract/schemas/ops';
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { seoulDaySql } from '#api/db/seoul-day';

/** A stretch of Seoul days: `since` is the first day's midnight in KST. */
export interface DayRange {
  firstDay: string;
  lastDay: string;
  since: Date;
}

type DayRow = { [K in keyof TOpsDayFigures]: K extends 'day' ? string : number | string };

/**
 * The console dashboard's figures (issue 17), one statement per answer: every aggregate is
 * filtered to the range on an indexed time column and grouped by Seoul day, then joined to the
 * calendar so a quiet day answers zeros.
 */
export function createDashboardRepository(db: Db) {
  return {
    async days(range: DayRange): Promise<TOpsDayFigures[]> {
      const result = await db.execute<DayRow>(sql`
        with days as (
          select d::date as day from generate_series(${range.firstDay}::date, ${range.lastDay}::date, interval '1 day') d
        ),
        signups as (
          select ${seoulDaySql('created_at')} as day, count(*) as n
            from users where created_at >= ${range.since} group by 1
        ),
        verifications as (
          select ${seoulDaySql('first_verified_at')} as day, count(*) as n
            from identity_verifications where first_verified_at >= ${range.since} group by 1
        ),
        paid as (
          select ${seoulDaySql('paid_at')} as day, count(*) as n, sum(amount) as won
            from payments where paid_at >= ${range.since} group by 1
        ),
        refunds as (
          -- Each cancel on its own day: a payment refunded in parts has one row per part.
          select ${seoulDaySql('created_at')} as day, sum(amount) as won
            from payment_refunds where created_at >= ${range.since} group by 1
        ),
        sales as (
          select distinct transaction_id from ledger_entries
           where account = 'sales' and created_at >= ${range.since}
        ),
        hearts as (
          -- Spent: what left members' wallets in a transaction that paid sales (a purchase or a
          -- subscription), found among the range's own entries instead of joining every transaction.
          select ${seoulDaySql('e.created_at')} as day,
                 sum(e.amount) filter (where e.account = 'member_paid' and e.amount > 0) as charged_paid,
                 sum(e.amount) filter (where e.account = 'member_bonus' and e.amount > 0) as charged_bonus,
                 -sum(e.amount) filter (where e.account = 'member_paid' and e.amount < 0 and s.transaction_id is not null) as spent_paid,
                 -sum(e.amount) filter (where e.account = 'member_bonus' and e.amount < 0 and s.transaction_id is not null) as spent_bonus,
                 sum(e.amount) filter (where e.account = 'expired') as expired_bonus
            from ledger_entries e left join sales s on s.transaction_id = e.transaction_id
           where e.created_at >= ${range.since} group by 1
        ),
        visitors as (
          select ${seoulDaySql('started_at')} as day,
                 count(distinct coalesce('m' || user_id::text, 'b' || uuid)) as n
            from analytics_sessions where started_at >= ${range.since} group by 1
        ),
        listening as (
          select day::date as day, sum(plays) as plays, sum(playtime_sec) as seconds
            from playlist_daily_activity where day >= ${range.firstDay}::date group by 1
        )
        select to_char(days.day, 'YYYY-MM-DD') as day,
               coalesce(signups.n, 0) as signups,
               coalesce(verifications.n, 0) as verifications,
               coalesce(paid.n, 0) as payments,
               coalesce(paid.won, 0) as "paymentWon",
               coalesce(refunds.won, 0) as "refundWon",
               coalesce(hearts.charged_paid, 0) as "chargedPaid",
               coalesce(hearts.charged_bonus, 0) as "chargedBonus",
               coalesce(hearts.spent_paid, 0) as "spentPaid",
               coalesce(hearts.spent_bonus, 0) as "spentBonus",
               coalesce(hearts.expired_bonus, 0) as "expiredBonus",
               coalesce(visitors.n, 0) as "activeVisitors",
               coalesce(listening.plays, 0) as plays,
               coalesce(listening.seconds, 0) as "listeningSec"
          from days
          left join signups using (day)
          left join verifications using (day)
          left join paid using (day)
          left join refunds using (day)
          left join hearts using (day)
          left join visitors using (day)
          left join listening using (day)
         order by days.day`);
      return result.rows.map((row) => {
        const figures = { day: row.day } as TOpsDayFigures;
        for (const [key, value] of Object.entries(row)) {
          if (key !== 'day') (figures as unknown as Record<string, number>)[key] = Number(value);
        }
        return figures;
      });
    },

    async topPlaylists(range: DayRange, limit: number): Promise<TOpsTopPlaylist[]> {
      const result = await db.execute<{
        id: number | string;
        title: string;
        channel_name: string;
        plays: number | string;
        seconds: number | string;
      }>(sql`
        with top as (
          select playlist_id, sum(plays) as plays, sum(playtime_sec) as seconds
            from playlist_daily_activity where day >= ${range.firstDay}::date
           group by playlist_id order by sum(plays) desc, playlist_id limit ${limit}
        )
        select p.id, p.title, c.name as channel_name, top.plays, top.seconds
          from top join playlists p on p.id = top.playlist_id join channels c on c.id = p.channel_id
         order by top.plays desc, p.id`);
      return result.rows.map((row) => ({
        id: Number(row.id),
        title: row.title,
        channelName: row.channel_name,
        plays: Number(row.plays),
        listeningSec: Number(row.seconds),
      }));
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
