import { TARGET_LUFS } from './constants.ts';

/** Peaks are kept at or below this after the gain (dBTP), the limiter's threshold too. */
export const PEAK_CEILING_DB = -1;
/** Whisper tracks can be very quiet; beyond this the noise floor would come up with the voice. */
export const MAX_BOOST_DB = 15;

export interface Loudness {
  integratedLufs: number;
  truePeakDb: number;
}

/**
 * The gain (dB) that brings an episode to the target loudness without pushing its true peak
 * above the ceiling: quiet episodes get louder only as far as their peaks allow, loud ones
 * are turned down. Unknown loudness plays unchanged.
 */
export function normalisationGainDb(loudness: Loudness | null, targetLufs: number = TARGET_LUFS): number {
  if (!loudness) return 0;
  const { integratedLufs, truePeakDb } = loudness;
  if (!Number.isFinite(integratedLufs) || !Number.isFinite(truePeakDb)) return 0;
  const wanted = targetLufs - integratedLufs;
  const headroom = PEAK_CEILING_DB - truePeakDb;
  return Math.round(Math.min(wanted, headroom, MAX_BOOST_DB) * 100) / 100;
}

export function dbToGain(db: number): number {
  return 10 ** (db / 20);
}
