import { commerceDetails } from '@sogon/contract/messages/commerce';
import type { TOpsCommerceReport, TOpsCommerceReportQuery } from '@sogon/contract/schemas/commerce';
import { formatKstDate, kstDayStart } from '@sogon/contract/time/kst';
import { sql } from 'drizzle-orm';
import type { ReadDb } from '#api/db/replica/read-side';
import { AppError } from '#api/http/app-error';

export const REPORT_PAGE_SIZE = 50;
/** The longest range one report adds up, in days. */
export const REPORT_MAX_DAYS = 366;
const DAY_MS = 24 * 3600_000;

type Figures = TOpsCommerceReport['totals'];
type Row = TOpsCommerceReport['rows'][number];

/**
 * The console's report of the ways to pay per playlist over Seoul days (issue 38): 기다무 and
 * pass-ticket free unlocks, rentals paid with hearts, conversions (a member who rented or
 * free-unlocked an episode and later bought it, or its whole playlist, with hearts) and gifts.
 * One statement on the read side answers the page and the totals.
 */
export function createCommerceReport(deps: { reads: ReadDb; now: () => Date }) {
  const { reads, now } = deps;

  function range(query: TOpsCommerceReportQuery) {
    const to = query.to ?? formatKstDate(now(), 'YYYY-MM-DD');
    const toStart = kstDayStart(to);
    const fromStart = query.from
      ? kstDayStart(query.from)
      : toStart && new Date(toStart.getTime() - 29 * DAY_MS);
    if (!toStart || !fromStart)
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: commerceDetails.reportDay });
    const end = new Date(toStart.getTime() + DAY_MS);
    if (fromStart >= end || end.getTime() - fromStart.getTime() > REPORT_MAX_DAYS * DAY_MS)
      throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
        detail: commerceDetails.reportRange(REPORT_MAX_DAYS),
      });
    return { from: formatKstDate(fromStart, 'YYYY-MM-DD'), to, start: fromStart, end };
  }

  return {
    async report(query: TOpsCommerceReportQuery): Promise<TOpsCommerceReport> {
      const { from, to, start, end } = range(query);
      const since = start.toISOString();
      const until = end.toISOString();
      const offset = (query.page - 1) * REPORT_PAGE_SIZE;
      const { rows } = await reads.execute<{ summary: Figures & { total: number }; rows: Row[] }>(sql`
        with rented as (
          select playlist_id,
                 count(*) filter (where source = 'wait_free' and hearts = 0) as wait_free,
                 count(*) filter (where source = 'pass' and hearts = 0) as pass_tickets,
                 count(*) filter (where source = 'hearts') as rentals,
                 coalesce(sum(hearts) filter (where source = 'hearts'), 0) as rental_hearts
            from rentals
           where starts_at >= ${since}::timestamptz and starts_at < ${until}::timestamptz
           group by playlist_id),
        owned_free as (
          select playlist_id, count(*) as wait_free
            from purchases
           where source in ('wait_free', 'pass') and hearts = 0
             and created_at >= ${since}::timestamptz and created_at < ${until}::timestamptz
           group by playlist_id),
        converted as (
          select r.playlist_id, count(distinct (r.user_id, r.content_id)) as conversions
            from rentals r
           where r.starts_at >= ${since}::timestamptz and r.starts_at < ${until}::timestamptz
             and exists (select 1 from purchases p
                          where p.user_id = r.user_id and p.playlist_id = r.playlist_id
                            and (p.content_id = r.content_id or p.content_id is null)
                            and p.source = 'hearts' and p.created_at >= r.starts_at)
           group by r.playlist_id),
        gifted as (
          select playlist_id, count(*) as gifts, sum(hearts) as gift_hearts,
                 count(*) filter (where status = 'accepted') as accepted
            from gifts
           where playlist_id is not null and created_at >= ${since}::timestamptz and created_at < ${until}::timestamptz
           group by playlist_id),
        ids as (select playlist_id from rented union select playlist_id from owned_free union select playlist_id from gifted),
        report as (
          select ids.playlist_id as "playlistId", pl.title, ch.name as "channelName",
                 (coalesce(r.wait_free, 0) + coalesce(o.wait_free, 0))::int as "waitFree",
                 coalesce(r.pass_tickets, 0)::int as "passTickets",
                 coalesce(r.rentals, 0)::int as rentals,
                 coalesce(r.rental_hearts, 0)::int as "rentalHearts",
                 coalesce(c.conversions, 0)::int as conversions,
                 coalesce(g.gifts, 0)::int as gifts,
                 coalesce(g.gift_hearts, 0)::int as "giftHearts",
                 coalesce(g.accepted, 0)::int as "giftsAccepted"
            from ids
            join playlists pl on pl.id = ids.playlist_id
            join channels ch on ch.id = pl.channel_id
            left join rented r on r.playlist_id = ids.playlist_id
            left join owned_free o on o.playlist_id = ids.playlist_id
            left join converted c on c.playlist_id = ids.playlist_id
            left join gifted g on g.playlist_id = ids.playlist_id)
        select
          (select json_build_object(
             'total', count(*), 'waitFree', coalesce(sum("waitFree"), 0), 'passTickets', coalesce(sum("passTickets"), 0),
             'rentals', coalesce(sum(rentals), 0), 'rentalHearts', coalesce(sum("rentalHearts"), 0),
             'conversions', coalesce(sum(conversions), 0), 'gifts', coalesce(sum(gifts), 0),
             'giftHearts', coalesce(sum("giftHearts"), 0), 'giftsAccepted', coalesce(sum("giftsAccepted"), 0))
             from report) as summary,
          (select coalesce(json_agg(page order by page."waitFree" + page."passTickets" + page.rentals + page.gifts desc,
                                            page."playlistId"), '[]'::json) from (
             select * from report
              order by "waitFree" + "passTickets" + rentals + gifts desc, "playlistId"
              limit ${REPORT_PAGE_SIZE} offset ${offset}) page) as rows`);
      const { total, ...totals } = rows[0]!.summary;
      return { from, to, page: query.page, pageSize: REPORT_PAGE_SIZE, total, totals, rows: rows[0]!.rows };
    },
  };
}
export type CommerceReport = ReturnType<typeof createCommerceReport>;
