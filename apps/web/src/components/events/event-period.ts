import { eventTexts } from '@sogon/contract/messages/events';
import { formatKstDate, kstParts, toDate } from '@sogon/contract/time/kst';

/**
 * The Seoul day an event's last moment falls on. An end exactly at midnight (the usual way to say
 * "through the 31st") is the day before; any other end is its own day.
 */
export function lastEventDay(endsAt: string): string {
  const end = toDate(endsAt);
  const { hour, minute, second, millisecond } = kstParts(end);
  const atMidnight = hour === 0 && minute === 0 && second === 0 && millisecond === 0;
  return formatKstDate(atMidnight ? end.getTime() - 1 : end, 'YYYY.MM.DD');
}

/** '2026.05.01 ~ 2026.05.31': an event's period in Seoul days. */
export function eventPeriod(event: { startsAt: string; endsAt: string }): string {
  return eventTexts.page.period(formatKstDate(event.startsAt, 'YYYY.MM.DD'), lastEventDay(event.endsAt));
}

/** The machine-readable day of `<time dateTime>` for an event's start or last day. */
export function eventDay(value: string, last = false): string {
  return last ? lastEventDay(value).replaceAll('.', '-') : formatKstDate(value, 'YYYY-MM-DD');
}

/** Where an event card leads: its link when it has one, else its own page. */
export function eventHref(event: { id: number; linkUrl: string }): string {
  return safeLink(event.linkUrl) ?? `/event/${event.id}`;
}

/** An event's link when it is one to follow (a site path or a web address), else null. */
export function safeLink(linkUrl: string): string | null {
  const link = linkUrl.trim();
  return link && isSafeLink(link) ? link : null;
}

/** True for a link to another site (opened as a plain anchor, not a client-side navigation). */
export function isExternalLink(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** Site paths ('/x', not '//host') and http(s) addresses; never javascript: or other schemes. */
function isSafeLink(href: string): boolean {
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  return isExternalLink(href);
}
