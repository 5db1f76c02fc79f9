import { formatKstDate } from '@sogon/contract/time/kst';
import { minutesToMidnight } from '@sogon/contract/time/windows';

/**
 * The home page's popup (메인 팝업). Its content and window are data that operators set in the
 * console; the API answers it only while its window is open by the server's clock. The browser
 * applies 오늘 하루 보지 않기. Pure, so the rules are tested without a browser.
 */

export const SITE_POPUP_KEY = 'site-popup';

/** Holds the Seoul day on which the person chose 오늘 하루 보지 않기. */
export const SITE_POPUP_HIDE_COOKIE = 'popup_hide';

function seoulDay(now: Date): string {
  return formatKstDate(now, 'YYYY-MM-DD');
}

/** Whether an open popup is due now: not hidden for this Seoul day. */
export function shouldShowSitePopup(now: Date, hiddenDay: string | undefined): boolean {
  return hiddenDay !== seoulDay(now);
}

/**
 * The cookie 오늘 하루 보지 않기 writes: today's Seoul date, kept until the next Seoul midnight.
 * The date itself decides (the lifetime only tidies up), so a day that starts while the cookie
 * is still kept shows the popup again.
 */
export function hideTodayCookie(now: Date): { value: string; days: number } {
  return { value: seoulDay(now), days: minutesToMidnight(now) / (24 * 60) };
}
