import { formatKstDate, kstDate, kstParts } from '@sogon/contract/time/kst';
import { nextPaymentDate } from '@sogon/contract/time/payment-date';

/**
 * The end of a paid month that starts at `start`: the next payment date of spec section 9
 * (one month ahead, or the last day of next month from the 29th on, in Seoul), at the same
 * Seoul time of day as the start, so no paid hours are lost and renewals keep their hour.
 */
export function periodEndAfter(start: Date): Date {
  const day = nextPaymentDate(start);
  const at = kstParts(start);
  return kstDate(day.year, day.month, day.day, at.hour, at.minute, at.second, at.millisecond);
}

/** The Seoul calendar date of an instant, YYYY-MM-DD. */
export const seoulDate = (at: Date) => formatKstDate(at, 'YYYY-MM-DD');

/** Ledger idempotency key of one paid month: a period is charged at most once, however often it runs. */
export function periodKey(subscriptionId: number, periodStart: Date): string {
  return `sub:${subscriptionId}:${seoulDate(periodStart)}`;
}

/** Ledger key of a first month bought with the client's Idempotency-Key. */
export function clientKey(channelId: number, key: string): string {
  return `sub:channel:${channelId}:client:${key}`;
}
