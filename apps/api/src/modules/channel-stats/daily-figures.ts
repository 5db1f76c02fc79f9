import { addDays, earlierDay, lastClosedDay, laterDay } from './period.ts';
import type { ChannelStatsRepository, DayRows } from './repository.ts';
import { addRows, addTotals, emptySums, type Sums } from './sums.ts';

/**
 * How long a channel's settled days are kept before they are read again: what a backdated write
 * (a seed, a correction by hand) waits for to show. Figures written as they happen never need it.
 */
export const SETTLED_DAYS_TTL_MS = 10 * 60 * 1000;
/** Channels whose settled days are kept; the one asked about least recently goes first. */
export const SETTLED_DAYS_CHANNELS = 200;
/** Sums of runs of settled days kept per channel (a period and the one before it, a few periods). */
const KEPT_SUMS = 8;

/** One channel's settled days read so far: every day of `from`..`to` (a day without rows has none). */
interface Settled {
  from: string;
  to: string;
  readAt: number;
  byDay: Map<string, DayRows>;
  /** Sums of runs of these days (`from:to`), made once each: days kept never change. */
  sums: Map<string, Sums>;
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

/** Figures of a run of days, served from memory: the sums of any days within it. */
export interface DaysFigures {
  /**
   * Sums of the days `fromDay`..`toDay` (both included) in parts to add up: the settled days'
   * (shared: never change them) and the live days'.
   */
  partsOf(fromDay: string, toDay: string): Sums[];
  /** The totals alone of the days `fromDay`..`toDay` (the period before, beside the one asked). */
  totalsOf(fromDay: string, toDay: string): Sums['totals'];
}

/** The sums of the kept days `from`..`to`, made on first use. */
function settledSums(kept: Settled, from: string, to: string): Sums {
  const key = `${from}:${to}`;
  let sums = kept.sums.get(key);
  if (!sums) {
    sums = emptySums();
    for (const [day, rows] of kept.byDay) if (day >= from && day <= to) addRows(sums, rows, from, to);
    if (kept.sums.size >= KEPT_SUMS) kept.sums.delete(kept.sums.keys().next().value!);
    kept.sums.set(key, sums);
  }
  return sums;
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
      const rows = await repository.days(channelId, from, to);
      kept = { from, to, readAt: at, byDay: byDay(rows), sums: new Map() };
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
    return kept;
  }

  return {
    /** The days of `fromDay`..`toDay` that are read live at `now` (today's), or null. */
    liveDays(fromDay: string, toDay: string, now: Date): { from: string; to: string } | null {
      const liveFrom = addDays(lastClosedDay(now), 1);
      return toDay >= liveFrom ? { from: laterDay(fromDay, liveFrom), to: toDay } : null;
    },

    /**
     * The channel's figures of `fromDay`..`toDay` (Seoul days, both included) at `now`: settled
     * days from memory (read once), the live days from `live` (the rows of `liveDays`).
     */
    async read(
      channelId: number,
      fromDay: string,
      toDay: string,
      now: Date,
      live: DayRows,
    ): Promise<DaysFigures> {
      const settledTo = earlierDay(toDay, lastClosedDay(now));
      const kept =
        fromDay <= settledTo ? await settledDays(channelId, fromDay, settledTo, now.getTime()) : null;
      return {
        partsOf(from, to) {
          const settledEnd = earlierDay(to, settledTo);
          const liveSums = addRows(emptySums(), live, from, to);
          return kept && from <= settledEnd ? [settledSums(kept, from, settledEnd), liveSums] : [liveSums];
        },
        totalsOf(from, to) {
          const sums = emptySums();
          const settledEnd = earlierDay(to, settledTo);
          if (kept && from <= settledEnd) addTotals(sums.totals, settledSums(kept, from, settledEnd).totals);
          return addRows(sums, live, from, to).totals;
        },
      };
    },
  };
}

export type DailyFigures = ReturnType<typeof createDailyFigures>;
