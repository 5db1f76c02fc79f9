// Frame times as a creator writes them: `1:05`, `12:30.5`, `1:02:03`, or plain seconds `90`.

const CLOCK = /^(?:(\d{1,2}):)?(?:(\d{1,3}):)?(\d{1,5})(?:[.,](\d{1,3}))?$/;

/** Milliseconds of a written time, or null when it is no time. */
export function parseClock(text: string): number | null {
  const match = CLOCK.exec(text.trim());
  if (!match) return null;
  const [, first, second, last, fraction = ''] = match;
  // With two colons the parts are h:m:s; with one, m:s; with none, seconds.
  const hours = first !== undefined && second !== undefined ? Number(first) : 0;
  const minutes = second !== undefined ? Number(second) : first !== undefined ? Number(first) : 0;
  const seconds = Number(last);
  if ((first !== undefined || second !== undefined) && seconds > 59) return null;
  if (first !== undefined && second !== undefined && minutes > 59) return null;
  const ms = fraction ? Number(fraction.padEnd(3, '0')) : 0;
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + ms;
}

/** `m:ss`, `h:mm:ss`, with tenths when there are any. */
export function formatClock(ms: number): string {
  const totalSeconds = Math.floor(ms / 1000);
  const tenths = Math.floor((ms % 1000) / 100);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const ss = String(seconds).padStart(2, '0');
  const tail = tenths ? `.${tenths}` : '';
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${ss}${tail}` : `${minutes}:${ss}${tail}`;
}
