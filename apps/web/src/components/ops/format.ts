import { kstParts } from '@sogon/contract/time/kst';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the console shows it, on Seoul clocks: `2025.01.02 13:04`. */
export function formatOpsTime(iso: string): string {
  try {
    const p = kstParts(iso);
    return `${p.year}.${pad(p.month)}.${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
  } catch {
    return iso;
  }
}

/** The member id of an audit target such as `member:12`, or null for any other target. */
export function memberIdOfTarget(target: string): number | null {
  const match = /^member:(\d{1,15})$/.exec(target);
  return match ? Number(match[1]) : null;
}

/** A positive integer id from a route segment, or null. */
export function parseMemberId(raw: string): number | null {
  if (!/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}

function show(value: unknown, translate?: (value: string) => string | undefined): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return translate?.(value) ?? value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * What an audit entry changed, one line per field that differs: `상태: 정상 → 이용 정지`, or just
 * the new value of a field the entry did not have before (`끝낸 로그인 세션: 2`). Field names go
 * through `fieldName`, values of `status` through `statusName`; unknown ones stay as they are.
 */
export function auditChanges(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  names: {
    fieldName: (key: string) => string | undefined;
    statusName: (value: string) => string | undefined;
  },
): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const lines: string[] = [];
  for (const key of keys) {
    const was = before?.[key];
    const now = after?.[key];
    if (JSON.stringify(was) === JSON.stringify(now)) continue;
    const translate = key === 'status' ? names.statusName : undefined;
    const label = names.fieldName(key) ?? key;
    lines.push(
      was === undefined
        ? `${label}: ${show(now, translate)}`
        : `${label}: ${show(was, translate)} → ${show(now, translate)}`,
    );
  }
  return lines;
}

const COUNT = new Intl.NumberFormat('ko-KR');
const HOURS = new Intl.NumberFormat('ko-KR', { maximumFractionDigits: 1 });

/** A count with 천 단위 separators: `12,345`. */
export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** Seconds as hours with one decimal: `1,234.5`. */
export function formatHours(seconds: number): string {
  return HOURS.format(seconds / 3600);
}

/** A YYYY-MM-DD day as the charts label it: `11.26`. */
export function formatShortDay(day: string): string {
  return `${day.slice(5, 7)}.${day.slice(8, 10)}`;
}
