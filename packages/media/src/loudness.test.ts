import { describe, expect, it } from 'vitest';
import { analysisArgs } from './analysis.ts';
import { parseEbur128Summary, SILENCE_DB } from './loudness.ts';
import { dbToGain, normalisationGainDb } from './loudness-gain.ts';

// The tail of a real run (ffmpeg 5.1): summary, then the encoders' closing lines.
const STDERR = `size=N/A time=00:01:00.01 bitrate=N/A speed=11.9x
video:0kB audio:4223kB subtitle:0kB other streams:0kB global headers:0kB muxing overhead: unknown
[Parsed_ebur128_2 @ 0x55e19081ca80] Summary:

  Integrated loudness:
    I:         -18.7 LUFS
    Threshold: -28.7 LUFS

  Loudness range:
    LRA:         3.4 LU
    Threshold: -38.7 LUFS
    LRA low:   -20.1 LUFS
    LRA high:  -16.7 LUFS

  True peak:
    Peak:      -16.3 dBFS
[aac @ 0x55e19073f200] Qavg: 246.637
`;

describe('parseEbur128Summary', () => {
  it('reads integrated loudness, true peak and loudness range', () => {
    expect(parseEbur128Summary(STDERR)).toEqual({
      integratedLufs: -18.7,
      truePeakDb: -16.3,
      loudnessRange: 3.4,
    });
  });

  it('takes the last summary and maps -inf (silence) to a finite floor', () => {
    const silent = STDERR.replace(
      '-18.7 LUFS\n    Threshold: -28.7',
      '-70.0 LUFS\n    Threshold: -80.0',
    ).replace('-16.3 dBFS', '-inf dBFS');
    expect(parseEbur128Summary(STDERR + silent)).toEqual({
      integratedLufs: -70,
      truePeakDb: SILENCE_DB,
      loudnessRange: 3.4,
    });
  });

  it('returns null without a complete summary', () => {
    expect(parseEbur128Summary('')).toBeNull();
    expect(parseEbur128Summary(STDERR.slice(0, STDERR.indexOf('True peak')))).toBeNull();
    expect(parseEbur128Summary(STDERR.replace('-16.3 dBFS', 'nan dBFS'))).toBeNull();
  });
});

describe('analysisArgs', () => {
  it('measures the first audio stream as played and writes only the waveform samples', () => {
    const args = analysisArgs({ input: 'in.mp3', sourceChannels: 1 });
    const graph = args[args.indexOf('-filter_complex') + 1]!;
    expect(
      graph.startsWith(
        '[0:a:0]pan=stereo|c0=c0|c1=c0,aresample=48000,aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo,',
      ),
    ).toBe(true);
    expect(graph).toContain('ebur128=peak=true:framelog=verbose,anullsink');
    expect(args.slice(-5)).toEqual(['-map', '[peaks]', '-f', 's16le', 'pipe:1']);
    expect(args).toContain('-nostats');
    expect(() => analysisArgs({ input: '-x' })).toThrow(TypeError);
  });
});

describe('normalisationGainDb', () => {
  it('is target minus integrated loudness when the peak allows', () => {
    expect(normalisationGainDb({ integratedLufs: -23, truePeakDb: -20 })).toBe(7);
    expect(normalisationGainDb({ integratedLufs: -10, truePeakDb: -0.5 })).toBe(-6);
    expect(normalisationGainDb({ integratedLufs: -30, truePeakDb: -20 }, -14)).toBe(16);
  });

  it('limits the boost so the true peak stays under the ceiling', () => {
    // A quiet whisper with sharp mouth sounds: +14 dB would clip, +9 keeps the peak at -1 dBTP.
    expect(normalisationGainDb({ integratedLufs: -30, truePeakDb: -10 })).toBe(9);
    expect(normalisationGainDb({ integratedLufs: -30, truePeakDb: -10 }, -16, -3)).toBe(7);
    // Already over the ceiling: turned down even at the target loudness.
    expect(normalisationGainDb({ integratedLufs: -16, truePeakDb: 0.5 })).toBe(-1.5);
  });

  it('does nothing with unusable numbers and never boosts without a peak', () => {
    expect(normalisationGainDb({ integratedLufs: Number.NaN, truePeakDb: -10 })).toBe(0);
    expect(normalisationGainDb({ integratedLufs: -30, truePeakDb: Number.NaN })).toBe(0);
    expect(normalisationGainDb({ integratedLufs: -10, truePeakDb: Number.NaN })).toBe(-6);
  });

  it('converts dB to a linear gain', () => {
    expect(dbToGain(0)).toBe(1);
    expect(dbToGain(-6)).toBeCloseTo(0.501, 3);
    expect(dbToGain(20)).toBeCloseTo(10, 10);
  });
});
