import type { TStatsMeasures, TStatsTotals } from '@sogon/contract/schemas/stats';
import type { ChannelDayRow, DayRows, PlaylistDayRow } from './repository.ts';

/** One day of the chart: its playlists' measures summed, and the channel's new followers. */
export type DaySums = TStatsMeasures & { date: string; newFollowers: number };

/** What an answer needs of a run of days: by day, by playlist, and in all. */
export interface Sums {
  days: Map<string, DaySums>;
  playlists: Map<number, TStatsMeasures>;
  totals: TStatsTotals;
}

export const zeroMeasures = (): TStatsMeasures => ({
  visits: 0,
  visitors: 0,
  plays: 0,
  playtimeSec: 0,
  likes: 0,
  purchases: 0,
  hearts: 0,
});

const zeroChannel = () => ({ newFollowers: 0, newSubscribers: 0, subscriptionHearts: 0, galleryHearts: 0 });

export const emptySums = (): Sums => ({
  days: new Map(),
  playlists: new Map(),
  totals: { ...zeroMeasures(), ...zeroChannel() },
});

/** Field by field: a loop over the keys costs several times more. */
function addMeasures(into: TStatsMeasures, row: TStatsMeasures) {
  into.visits += row.visits;
  into.visitors += row.visitors;
  into.plays += row.plays;
  into.playtimeSec += row.playtimeSec;
  into.likes += row.likes;
  into.purchases += row.purchases;
  into.hearts += row.hearts;
}

function addChannel(into: TStatsTotals, row: Omit<ChannelDayRow, 'day'>) {
  into.newFollowers += row.newFollowers;
  into.newSubscribers += row.newSubscribers;
  into.subscriptionHearts += row.subscriptionHearts;
  into.galleryHearts += row.galleryHearts;
}

function dayOf(sums: Sums, day: string): DaySums {
  let kept = sums.days.get(day);
  if (!kept) {
    kept = { date: day, ...zeroMeasures(), newFollowers: 0 };
    sums.days.set(day, kept);
  }
  return kept;
}

function playlistOf(sums: Sums, playlistId: number): TStatsMeasures {
  let kept = sums.playlists.get(playlistId);
  if (!kept) {
    kept = zeroMeasures();
    sums.playlists.set(playlistId, kept);
  }
  return kept;
}

function addPlaylistRow(sums: Sums, row: PlaylistDayRow) {
  addMeasures(dayOf(sums, row.day), row);
  addMeasures(playlistOf(sums, row.playlistId), row);
  addMeasures(sums.totals, row);
}

/** Adds the rows of the days `from`..`to` (Seoul days, both included) to `sums`. */
export function addRows(sums: Sums, rows: DayRows, from: string, to: string): Sums {
  for (const row of rows.playlistDays) if (row.day >= from && row.day <= to) addPlaylistRow(sums, row);
  for (const row of rows.channelDays) {
    if (row.day < from || row.day > to) continue;
    dayOf(sums, row.day).newFollowers += row.newFollowers;
    addChannel(sums.totals, row);
  }
  return sums;
}

/**
 * One day of the chart out of sums in parts. A day only one part has figures for is that part's
 * own object, shared with the settled sums kept for other requests: read it, never change it.
 */
export function dayOfParts(parts: readonly Sums[], date: string): Readonly<DaySums> {
  let found: DaySums | undefined;
  let merged: DaySums | undefined;
  for (const part of parts) {
    const figures = part.days.get(date);
    if (!figures) continue;
    if (!found) {
      found = figures;
      continue;
    }
    if (!merged) {
      merged = { ...found };
      found = merged;
    }
    addMeasures(merged, figures);
    merged.newFollowers += figures.newFollowers;
  }
  return found ?? { date, ...zeroMeasures(), newFollowers: 0 };
}

/** One playlist's measures out of sums in parts, added into `into`. */
export function addPlaylistParts<T extends TStatsMeasures>(
  into: T,
  parts: readonly Sums[],
  playlistId: number,
): T {
  for (const part of parts) {
    const figures = part.playlists.get(playlistId);
    if (figures) addMeasures(into, figures);
  }
  return into;
}

/** The totals of sums in parts: a new object. */
export function totalsOfParts(parts: readonly Sums[]): TStatsTotals {
  const totals = emptySums().totals;
  for (const part of parts) addTotals(totals, part.totals);
  return totals;
}

export function addTotals(into: TStatsTotals, more: TStatsTotals) {
  addMeasures(into, more);
  addChannel(into, more);
}
