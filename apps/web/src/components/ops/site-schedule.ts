import { opsSiteTexts as text } from '@sogon/contract/messages/ops-site';
import { kstParts } from '@sogon/contract/time/kst';
import { formatOpsTime } from './format.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local field's value on Seoul clocks: `2026-11-26T21:00`. */
export function toKstInput(iso: string | number | Date): string {
  const p = kstParts(iso);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A datetime-local value read as Seoul time, as an ISO instant; null when it is not a time. */
export function kstInputToIso(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const date = new Date(`${value}:00+09:00`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** `2026.11.26 21:00 한국 시간`. */
export function kstAt(iso: string): string {
  return text.at(formatOpsTime(iso));
}

/** `2026.11.26 21:00 ~ 2026.11.30 23:59 한국 시간`, or 기간 제한 없음 for an open-ended banner. */
export function kstPeriod(startsAt: string | null, endsAt: string | null): string {
  if (!startsAt && !endsAt) return text.always;
  return text.period(startsAt ? formatOpsTime(startsAt) : '…', endsAt ? formatOpsTime(endsAt) : '…');
}

export type SiteStatus = keyof typeof text.status;

/** Where an item stands for members right now: hidden, scheduled, live or ended. */
export function siteStatus(
  item: { startsAt?: string | null; endsAt?: string | null; hiddenAt?: string | null },
  now: Date,
): SiteStatus {
  if (item.hiddenAt) return 'hidden';
  const time = now.getTime();
  if (item.startsAt && new Date(item.startsAt).getTime() > time) return 'scheduled';
  if (item.endsAt && new Date(item.endsAt).getTime() <= time) return 'ended';
  return 'live';
}
