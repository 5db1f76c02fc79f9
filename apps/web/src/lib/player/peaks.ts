/** Bars never drop below this height so silence still reads as a line on the waveform. */
export const MIN_BAR = 0.06;

/**
 * The waveform as `count` bar heights in [MIN_BAR, 1]: each bar is the loudest peak of its
 * slice of `peaks` (0–255), so short sounds (a tap, a whisper) stay visible when downsampled.
 * With fewer peaks than bars, each peak covers several bars.
 */
export function peaksToBars(peaks: readonly number[], count: number): number[] {
  const bars = Math.max(0, Math.floor(count));
  if (bars === 0) return [];
  if (peaks.length === 0) return Array.from({ length: bars }, () => MIN_BAR);
  const out: number[] = [];
  for (let bar = 0; bar < bars; bar++) {
    const from = Math.floor((bar * peaks.length) / bars);
    const to = Math.max(from + 1, Math.floor(((bar + 1) * peaks.length) / bars));
    let max = 0;
    for (let i = from; i < to && i < peaks.length; i++) max = Math.max(max, peaks[i]!);
    out.push(Math.max(MIN_BAR, Math.min(1, max / 255)));
  }
  return out;
}
