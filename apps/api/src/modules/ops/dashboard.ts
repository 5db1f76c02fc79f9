import type { TOpsDashboard, TOpsDayFigures } from '@sogon/contract/schemas/ops';
import { formatKstDate, kstDate, kstParts } from '@sogon/contract/time/kst';
import type { DashboardRepository, DayRange } from './dashboard.repository.ts';

/** Days the dashboard shows, today included. */
export const DASHBOARD_DAYS = 30;
const TOP_PLAYLISTS = 10;
/**
 * How long the closed days' figures are reused. Their rows do not change (the ledger only
 * appends, refunds land on the day they happen), except playtime flushed just after midnight.
 */
export const CLOSED_DAYS_TTL_MS = 10 * 60_000;

/** The Seoul days from `daysBack` days before the clock's today up to `lastBack` days before it. */
export function dashboardRange(now: Date, daysBack = DASHBOARD_DAYS - 1, lastBack = 0): DayRange {
  const today = kstParts(now);
  const since = kstDate(today.year, today.month, today.day - daysBack);
  const last = kstDate(today.year, today.month, today.day - lastBack);
  return { firstDay: formatKstDate(since, 'YYYY-MM-DD'), lastDay: formatKstDate(last, 'YYYY-MM-DD'), since };
}

/**
 * Today and the last 30 days in KST for the console's first page. The 29 closed days are read
 * once per process and reused for CLOSED_DAYS_TTL_MS; today is read on every request, so an
 * answer costs one day of rows instead of thirty.
 */
export function createOpsDashboard(deps: { repository: DashboardRepository; now: () => Date }) {
  let closed: { lastDay: string; readAt: number; days: Promise<TOpsDayFigures[]> } | null = null;

  function closedDays(now: Date): Promise<TOpsDayFigures[]> {
    const range = dashboardRange(now, DASHBOARD_DAYS - 1, 1);
    if (!closed || closed.lastDay !== range.lastDay || now.getTime() - closed.readAt > CLOSED_DAYS_TTL_MS) {
      const days = deps.repository.days(range);
      closed = { lastDay: range.lastDay, readAt: now.getTime(), days };
      // A failed read is not kept: the next request asks again.
      days.catch(() => {
        if (closed?.days === days) closed = null;
      });
    }
    return closed.days;
  }

  return {
    async figures(): Promise<TOpsDashboard> {
      const now = deps.now();
      const [past, today, topPlaylists] = await Promise.all([
        closedDays(now),
        deps.repository.days(dashboardRange(now, 0)),
        deps.repository.topPlaylists(dashboardRange(now), TOP_PLAYLISTS),
      ]);
      return { days: [...past, ...today], topPlaylists, generatedAt: now.toISOString() };
    },
  };
}

export type OpsDashboard = ReturnType<typeof createOpsDashboard>;
