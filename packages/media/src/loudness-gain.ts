// How much the player turns a track up or down. No imports: the web player uses this file too.

export const DEFAULT_TARGET_LUFS = -16;
export const DEFAULT_CEILING_DB = -1;

export interface MeasuredLoudness {
  integratedLufs: number;
  truePeakDb: number;
}

/**
 * Gain in dB that brings the track to `targetLufs`, limited so its true peak stays at or below
 * `ceilingDb`: min(target − integrated, ceiling − truePeak). 0 when the loudness is unusable.
 */
export function normalisationGainDb(
  loudness: MeasuredLoudness,
  targetLufs: number = DEFAULT_TARGET_LUFS,
  ceilingDb: number = DEFAULT_CEILING_DB,
): number {
  const { integratedLufs, truePeakDb } = loudness;
  if (!Number.isFinite(integratedLufs)) return 0;
  const toTarget = targetLufs - integratedLufs;
  // Without a peak there is no way to know boosting is safe: only turn down.
  if (Number.isNaN(truePeakDb)) return Math.min(toTarget, 0);
  return Math.min(toTarget, ceilingDb - truePeakDb);
}

/** dB → linear amplitude factor, e.g. for a Web Audio GainNode. */
export function dbToGain(db: number): number {
  return 10 ** (db / 20);
}
