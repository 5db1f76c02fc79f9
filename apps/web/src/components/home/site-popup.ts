import { formatKstDate } from '@sogon/contract/time/kst';
import {
  isPopupWindowOpen,
  minutesToMidnight,
  POPUP_WINDOW,
  type TimeWindow,
} from '@sogon/contract/time/windows';

/**
 * When the home page's notice popup shows (spec section 9: 2024-06-06 12:00 to 2024-06-07 01:59,
 * Seoul). Pure, so the rules are tested without a browser; `HomePopup` applies them.
 */

export const SITE_POPUP_KEY = 'site-popup';

/** Holds the Seoul day on which the person chose 오늘 하루 보지 않기. */
export const SITE_POPUP_HIDE_COOKIE = 'popup_hide';

/** The longest delay `setTimeout` keeps (about 24.8 days); a later start is not waited for. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function seoulDay(now: Date): string {
  return formatKstDate(now, 'YYYY-MM-DD');
}

/** Whether the popup is due now: inside its window and not hidden for this Seoul day. */
export function shouldShowSitePopup(
  now: Date,
  hiddenDay: string | undefined,
  window: TimeWindow = POPUP_WINDOW,
): boolean {
  return isPopupWindowOpen(now, window) && hiddenDay !== seoulDay(now);
}

/**
 * The cookie 오늘 하루 보지 않기 writes: today's Seoul date, kept until the next Seoul midnight.
 * The date itself decides (the lifetime only tidies up), so a day that starts while the cookie
 * is still kept shows the popup again.
 */
export function hideTodayCookie(now: Date): { value: string; days: number } {
  return { value: seoulDay(now), days: minutesToMidnight(now) / (24 * 60) };
}

/** Milliseconds until the window opens, when it opens later and soon enough to wait for; else null. */
export function msUntilSitePopupOpens(now: Date, window: TimeWindow = POPUP_WINDOW): number | null {
  const wait = window.start.getTime() - now.getTime();
  return wait > 0 && wait <= MAX_TIMER_MS ? wait : null;
}
