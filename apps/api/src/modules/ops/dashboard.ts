import type { TOpsDashboard } from '@sogon/contract/schemas/ops';
import { formatKstDate, kstDate, kstParts } from '@sogon/contract/time/kst';
import type { DashboardRepository, DayRange } from './dashboard.repository.ts';

/** Days the dashboard shows, today included. */
export const DASHBOARD_DAYS = 30;
const TOP_PLAYLISTS = 10;

/** The last DASHBOARD_DAYS Seoul days up to the clock's today. */
export function dashboardRange(now: Date): DayRange {
  const today = kstParts(now);
  const since = kstDate(today.year, today.month, today.day - (DASHBOARD_DAYS - 1));
  return { firstDay: formatKstDate(since, 'YYYY-MM-DD'), lastDay: formatKstDate(now, 'YYYY-MM-DD'), since };
}

/** Today and the last 30 days in KST for the console's first page. */
export function createOpsDashboard(deps: { repository: DashboardRepository; now: () => Date }) {
  return {
    async figures(): Promise<TOpsDashboard> {
      const now = deps.now();
      const range = dashboardRange(now);
      const [days, topPlaylists] = await Promise.all([
        deps.repository.days(range),
        deps.repository.topPlaylists(range, TOP_PLAYLISTS),
      ]);
      return { days, topPlaylists, generatedAt: now.toISOString() };
    },
  };
}

export type OpsDashboard = ReturnType<typeof createOpsDashboard>;
