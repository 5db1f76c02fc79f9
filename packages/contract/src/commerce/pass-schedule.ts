/*
 * The daily free pass's KST schedule (ADR 066), zod-free so the library page can say when the next
 * ticket comes. Korea keeps no daylight saving time: a grant time HH:MM KST is the same UTC
 * instant every day, so counting grants between two instants is arithmetic on the epoch. The API
 * spells the same count in SQL (commerce/passes.repository.ts); the tests hold both to this one.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const KST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** A grant time of day (24-hour HH:MM, KST). */
export const PASS_TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Milliseconds after UTC midnight of a KST time of day (may be negative: 00:00 KST is 15:00 UTC the day before). */
export function grantOffsetMs(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours! * 60 + minutes!) * 60 * 1000 - KST_OFFSET_MS;
}

/** Grants of one time of day in (from, to]. */
function grantsOfTime(offsetMs: number, from: number, to: number): number {
  return Math.floor((to - offsetMs) / DAY_MS) - Math.floor((from - offsetMs) / DAY_MS);
}

/** How many grants the schedule makes in (from, to]: none when `to` is not after `from`. */
export function grantsBetween(times: readonly string[], from: Date, to: Date): number {
  if (to.getTime() <= from.getTime()) return 0;
  let count = 0;
  for (const time of new Set(times)) count += grantsOfTime(grantOffsetMs(time), from.getTime(), to.getTime());
  return count;
}

/** The first grant strictly after `at`, with its KST time of day; null for an empty schedule. */
export function nextGrant(times: readonly string[], at: Date): { at: Date; time: string } | null {
  let best: { at: Date; time: string } | null = null;
  for (const time of new Set(times)) {
    const offset = grantOffsetMs(time);
    const day = Math.floor((at.getTime() - offset) / DAY_MS) + 1;
    const when = new Date(day * DAY_MS + offset);
    if (!best || when.getTime() < best.at.getTime()) best = { at: when, time };
  }
  return best;
}

/** Tickets a wallet holds after accruing from `from` to `to`: grants added, capped at `max`. */
export function accrue(
  pool: { grantTimes: readonly string[]; ticketsPerGrant: number; maxTickets: number },
  tickets: number,
  from: Date,
  to: Date,
): number {
  const grants = grantsBetween(pool.grantTimes, from, to);
  if (grants === 0) return tickets;
  return Math.max(tickets, Math.min(pool.maxTickets, tickets + grants * pool.ticketsPerGrant));
}
