import { addDays, lastClosedDay } from './period.ts';
import type { ChannelStatsRepository, DayRows } from './repository.ts';

/**
 * How long a channel's settled days are kept before they are read again: what a backdated write
 * (a seed, a correction by hand) waits for to show. Figures written as they happen never need it.
 */
export const SETTLED_DAYS_TTL_MS = 10 * 60 * 1000;
/** Channels whose settled days are kept; the one asked about least recently goes first. */
export const SETTLED_DAYS_CHANNELS = 200;

/** One channel's settled days read so far: every day of `from`..`to` (a day without rows has none). */
interface Settled {
  from: string;
  to: string;
  readAt: number;
  byDay: Map<string, DayRows>;
}

const emptyRows = (): DayRows => ({ playlistDays: [], channelDays: [] });

/**
 * The rows grouped by day and set into `into`: a day read again (two requests extending the same
 * channel at once) replaces what was kept of it, so nothing is counted twice.
 */
function byDay(rows: DayRows, into = new Map<string, DayRows>()) {
  const grouped = new Map<string, DayRows>();
  const dayOf = (day: string) => {
    let kept = grouped.get(day);
    if (!kept) {
      kept = emptyRows();
      grouped.set(day, kept);
    }
    return kept;
  };
  for (const row of rows.playlistDays) dayOf(row.day).playlistDays.push(row);
  for (const row of rows.channelDays) dayOf(row.day).channelDays.push(row);
  for (const [day, dayRows] of grouped) into.set(day, dayRows);
  return into;
}

/** Figures of a run of days, served from memory: the rows of any days within it. */
export interface DaysFigures {
  rowsOf(fromDay: string, toDay: string): DayRows;
}

/**
 * A channel's daily figures for statistics: settled days (before today in Seoul, see
 * `lastClosedDay`) are read from the roll-ups once and kept in memory per channel, so a period
 * and the period before it cost one narrow read of today's rows whatever their length; today's
 * figures are always read live.
 */
export function createDailyFigures(repository: Pick<ChannelStatsRepository, 'days'>) {
  const settled = new Map<number, Settled>();

  /** The kept days of the channel, read where `from`..`to` goes beyond them. */
  async function settledDays(channelId: number, from: string, to: string, at: number) {
    let kept = settled.get(channelId);
    const usable =
      kept &&
      at - kept.readAt < SETTLED_DAYS_TTL_MS &&
      from <= addDays(kept.to, 1) &&
      to >= addDays(kept.from, -1);
    if (!kept || !usable) {
      kept = { from, to, readAt: at, byDay: byDay(await repository.days(channelId, from, to)) };
    } else {
      const current = kept;
      const reads: Array<Promise<DayRows>> = [];
      if (from < current.from) reads.push(repository.days(channelId, from, addDays(current.from, -1)));
      if (to > current.to) reads.push(repository.days(channelId, addDays(current.to, 1), to));
      for (const rows of await Promise.all(reads)) byDay(rows, current.byDay);
      if (from < current.from) current.from = from;
      if (to > current.to) current.to = to;
    }
    // Most recently asked last; the least recent goes when there are too many.
    settled.delete(channelId);
    settled.set(channelId, kept);
    while (settled.size > SETTLED_DAYS_CHANNELS) settled.delete(settled.keys().next().value!);
    return kept.byDay;
  }

  return {
    /** The channel's figures of `fromDay`..`toDay` (Seoul days, both included) at `now`. */
    async read(channelId: number, fromDay: string, toDay: string, now: Date): Promise<DaysFigures> {
      const lastSettled = lastClosedDay(now);
      const settledTo = toDay < lastSettled ? toDay : lastSettled;
      const liveFrom = addDays(lastSettled, 1);
      const [kept, live] = await Promise.all([
        fromDay <= settledTo ? settledDays(channelId, fromDay, settledTo, now.getTime()) : null,
        toDay >= liveFrom
          ? repository.days(channelId, fromDay > liveFrom ? fromDay : liveFrom, toDay)
          : emptyRows(),
      ]);
      return {
        rowsOf(from, to) {
          const rows = emptyRows();
          const add = (day: DayRows) => {
            for (const row of day.playlistDays)
              if (row.day >= from && row.day <= to) rows.playlistDays.push(row);
            for (const row of day.channelDays)
              if (row.day >= from && row.day <= to) rows.channelDays.push(row);
          };
          if (kept) for (const [day, dayRows] of kept) if (day >= from && day <= to) add(dayRows);
          add(live);
          return rows;
        },
      };
    },
  };
}

export type DailyFigures = ReturnType<typeof createDailyFigures>;
