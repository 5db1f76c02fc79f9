/**
 * Age rules of Korean law, on Seoul calendar dates.
 *
 * - Adult content (청소년 보호법 §2): a person is an adult from 1 January of the year they turn
 *   19, so only the birth year counts: `current year in KST − birth year ≥ 19`.
 * - Consent to process personal data (개인정보 보호법 §22-2): under 14 needs a guardian, so a
 *   person is "under 14" until their 14th birthday (만 나이, 민법 §158: the birth day counts).
 *   Someone born on 29 February reaches a new age on 1 March in common years (민법 §160 ③).
 */
import { type CalendarDate, type DateInput, daysInMonth, kstParts } from './kst.ts';

/** Youth Protection Act: adult content from the year a person turns 19. */
export const ADULT_AGE_YEARS = 19;
/** PIPA: from this full age a person may consent (and verify) on their own. */
export const SELF_CONSENT_AGE = 14;

const BIRTH_DATE = /^(\d{4})-?(\d{2})-?(\d{2})$/;

/**
 * A birth date written 'YYYY-MM-DD' or 'YYYYMMDD', or null when it is not a real calendar day.
 * It must not lie after `today` (a Seoul calendar date) when one is given.
 */
export function parseBirthDate(text: string, today?: CalendarDate): CalendarDate | null {
  const match = BIRTH_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  const date = { year, month, day };
  if (today && compareDates(date, today) > 0) return null;
  return date;
}

/** 'YYYY-MM-DD'. */
export function formatBirthDate(date: CalendarDate): string {
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

function compareDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** True from 1 January (Seoul) of the year the person turns 19. */
export function isAdultByYear(birth: CalendarDate, now: DateInput = new Date()): boolean {
  return kstParts(now).year - birth.year >= ADULT_AGE_YEARS;
}

/**
 * 만 나이 on the Seoul calendar day of `now`: whole years since birth, one more on each
 * birthday (1 March in common years for a 29 February birth).
 */
export function fullAge(birth: CalendarDate, now: DateInput = new Date()): number {
  const today = kstParts(now);
  const leapling = birth.month === 2 && birth.day === 29;
  const birthday =
    leapling && daysInMonth(today.year, 2) === 28
      ? { month: 3, day: 1 }
      : { month: birth.month, day: birth.day };
  const reached =
    today.month > birthday.month || (today.month === birthday.month && today.day >= birthday.day);
  return today.year - birth.year - (reached ? 0 : 1);
}

/** True while the person may not consent on their own (under 14 full years in Seoul). */
export function isUnder14(birth: CalendarDate, now: DateInput = new Date()): boolean {
  return fullAge(birth, now) < SELF_CONSENT_AGE;
}
