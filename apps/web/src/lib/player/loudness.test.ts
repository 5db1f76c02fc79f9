import { TARGET_LUFS } from '@sogon/contract/media-constants';
import { describe, expect, it } from 'vitest';
import { dbToGain, MAX_BOOST_DB, normalisationGainDb, PEAK_CEILING_DB } from './loudness.ts';

describe('loudness normalisation gain', () => {
  it('brings a quiet whisper up to the target when its peaks allow', () => {
    // -28 LUFS with peaks at -14 dBTP: +12 dB puts it at -16 LUFS, peaks at -2 dBTP.
    expect(normalisationGainDb({ integratedLufs: -28, truePeakDb: -14 })).toBe(TARGET_LUFS + 28);
  });

  it('never pushes the true peak above -1 dBTP', () => {
    const gain = normalisationGainDb({ integratedLufs: -30, truePeakDb: -6 });
    expect(gain).toBe(5);
    expect(-6 + gain).toBeLessThanOrEqual(PEAK_CEILING_DB);
  });

  it('turns loud episodes down', () => {
    expect(normalisationGainDb({ integratedLufs: -10, truePeakDb: -0.5 })).toBe(-6);
  });

  it('lowers an episode whose peaks already pass the ceiling', () => {
    expect(normalisationGainDb({ integratedLufs: -16, truePeakDb: 0.4 })).toBe(-1.4);
  });

  it('caps the boost so the noise floor does not come up with the voice', () => {
    expect(normalisationGainDb({ integratedLufs: -50, truePeakDb: -40 })).toBe(MAX_BOOST_DB);
  });

  it('leaves unknown loudness alone', () => {
    expect(normalisationGainDb(null)).toBe(0);
    expect(normalisationGainDb({ integratedLufs: Number.NEGATIVE_INFINITY, truePeakDb: -20 })).toBe(0);
  });

  it('converts decibels to a linear gain', () => {
    expect(dbToGain(0)).toBe(1);
    expect(dbToGain(20)).toBeCloseTo(10);
    expect(dbToGain(-6)).toBeCloseTo(0.501, 3);
  });
});
