import { kstParts } from '@sogon/contract/time/kst';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a `datetime-local` value on Seoul clocks (`2026-12-01T10:00`), '' when unreadable. */
export function toKstInput(iso: string): string {
  try {
    const p = kstParts(iso);
    return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
  } catch {
    return '';
  }
}

/** A `datetime-local` value read as Seoul time, as the API takes it; '' stays '' (the API says why). */
export function fromKstInput(value: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? `${value}:00+09:00` : value;
}

/** Seoul midnight `days` from today, as a `datetime-local` value (a form's first period). */
export function kstMidnightIn(days: number, now = Date.now()): string {
  return `${toKstInput(new Date(now + days * 86_400_000).toISOString()).slice(0, 10)}T00:00`;
}
