import { formatKstDate, kstParts } from '@sogon/contract/time/kst';

/** A moment in the heart history, in Korean time: `2026.01.31 21:05`. */
export function historyTime(iso: string): string {
  const p = kstParts(iso);
  return `${formatKstDate(iso)} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}
