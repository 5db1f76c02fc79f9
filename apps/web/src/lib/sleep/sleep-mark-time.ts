import { nightTexts } from '@sogon/contract/messages/night';
import { type KstParts, kstParts } from '@sogon/contract/time/kst';
import { formatClock } from '../player/time.ts';

/** After this hour (KST) the previous day counts as "last night" (어젯밤), before it as 어제. */
export const EVENING_HOUR = 18;
/** Before this hour (KST) a time still belongs to the night before (01:10 read at 08:00 is 어젯밤). */
export const MORNING_HOUR = 6;

const DAY_MS = 86_400_000;

const dayNumber = (parts: KstParts) => Math.floor(Date.UTC(parts.year, parts.month - 1, parts.day) / DAY_MS);

/**
 * The day word of an instant seen from `now`, on the Seoul clock: 오늘, 어젯밤, 어제, or the date
 * ("12월 1일"). Last night is the previous evening (from 18:00) and, once it is morning, the small
 * hours of today too; a time ahead of `now` (another device's clock) reads as 오늘.
 */
export function dayWord(at: number, now: number): string {
  const then = kstParts(at);
  const today = kstParts(now);
  const days = dayNumber(today) - dayNumber(then);
  if (days <= 0) {
    const smallHours = days === 0 && then.hour < MORNING_HOUR && today.hour >= MORNING_HOUR;
    return smallHours ? nightTexts.lastNight : nightTexts.today;
  }
  if (days === 1) return then.hour >= EVENING_HOUR ? nightTexts.lastNight : nightTexts.yesterday;
  return nightTexts.date(then.month, then.day);
}

/** "어젯밤 23:41": the day word and the Seoul time of day. */
export function sleepMarkWhen(at: number, now: number): string {
  const { hour, minute } = kstParts(at);
  const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  return nightTexts.when(dayWord(at, now), time);
}

/** "어젯밤 23:41, 12:30에서 멈췄어요" */
export function sleepMarkOffer(mark: { at: number; position: number }, now: number): string {
  return nightTexts.markOffer(sleepMarkWhen(mark.at, now), formatClock(mark.position));
}
