// EBU R128 measurement with ffmpeg's ebur128 filter: integrated loudness, true peak, loudness range.
// The filter prints a summary to stderr when it closes; parseEbur128Summary reads it.

export { DEFAULT_CEILING_DB, DEFAULT_TARGET_LUFS, dbToGain, normalisationGainDb } from './loudness-gain.ts';

/** `framelog=verbose` keeps the ten-per-second momentary lines out of an info-level log. */
export const EBUR128_FILTER = 'ebur128=peak=true:framelog=verbose';

export interface Loudness {
  /** Integrated loudness, LUFS (ebur128 says -70 for silence). */
  integratedLufs: number;
  /** True peak, dBTP; SILENCE_DB for digital silence. */
  truePeakDb: number;
  /** Loudness range, LU. */
  loudnessRange: number;
}

/** Stands for ebur128's `-inf` (digital silence), so results stay finite for the database and JSON. */
export const SILENCE_DB = -144;

const NUMBER = String.raw`(-?\d+(?:\.\d+)?|-?inf|nan)`;

/** The last ebur128 summary in `stderr`, or null when there is none (or it is incomplete). */
export function parseEbur128Summary(stderr: string): Loudness | null {
  const start = stderr.lastIndexOf('Summary:');
  if (start < 0) return null;
  const summary = stderr.slice(start);
  const integrated = new RegExp(String.raw`Integrated loudness:\s+I:\s+${NUMBER} LUFS`).exec(summary);
  const range = new RegExp(String.raw`Loudness range:\s+LRA:\s+${NUMBER} LU\b`).exec(summary);
  const peak = new RegExp(String.raw`True peak:\s+Peak:\s+${NUMBER} dBFS`).exec(summary);
  if (!integrated || !range || !peak) return null;
  const values = [integrated[1], peak[1], range[1]].map(toDb);
  if (values.some((v) => Number.isNaN(v))) return null;
  const [integratedLufs, truePeakDb, loudnessRange] = values as [number, number, number];
  return { integratedLufs, truePeakDb, loudnessRange };
}

function toDb(text: string | undefined): number {
  if (text === '-inf') return SILENCE_DB;
  const value = Number(text);
  return Number.isFinite(value) ? Math.max(SILENCE_DB, value) : Number.NaN;
}
