import { describe, expect, it } from 'vitest';
import {
  DEMO_SOUND_LABELS,
  DEMO_SOUND_PRESETS,
  type DemoSoundPreset,
  demoSoundArgs,
  demoSoundLabel,
  isDemoSoundPreset,
} from './synth.ts';

const VOICE = '/tmp/voice.ogg';

function argsFor(preset: DemoSoundPreset, extra: Partial<Parameters<typeof demoSoundArgs>[1]> = {}) {
  return demoSoundArgs(preset, { durationSec: 30, output: '/tmp/out.m4a', voiceFile: VOICE, ...extra });
}

function valueAfter(args: readonly string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i === -1 ? undefined : args[i + 1];
}

describe('DEMO_SOUND_PRESETS', () => {
  it('lists every preset once, each with a Korean label', () => {
    expect(new Set(DEMO_SOUND_PRESETS).size).toBe(DEMO_SOUND_PRESETS.length);
    expect(DEMO_SOUND_PRESETS).toEqual(
      expect.arrayContaining(['rain', 'white-noise', 'pink-noise', 'brown-noise', 'tapping', 'binaural']),
    );
    expect(Object.keys(DEMO_SOUND_LABELS).sort()).toEqual([...DEMO_SOUND_PRESETS].sort());
    for (const preset of DEMO_SOUND_PRESETS) expect(demoSoundLabel(preset)).toMatch(/[가-힣]/);
    expect(demoSoundLabel('rain')).toBe('빗소리');
  });

  it('recognises presets', () => {
    expect(isDemoSoundPreset('rain')).toBe(true);
    expect(isDemoSoundPreset('thunder')).toBe(false);
    expect(isDemoSoundPreset(3)).toBe(false);
  });
});

describe('demoSoundArgs', () => {
  it.each(DEMO_SOUND_PRESETS)('%s: stereo AAC-LC 48 kHz m4a, duration, output last', (preset) => {
    const args = argsFor(preset);
    expect(args.slice(0, 3)).toEqual(['-hide_banner', '-nostdin', '-y']);
    expect(valueAfter(args, '-c:a')).toBe('aac');
    expect(valueAfter(args, '-profile:a')).toBe('aac_low');
    expect(valueAfter(args, '-ar')).toBe('48000');
    expect(valueAfter(args, '-ac')).toBe('2');
    expect(valueAfter(args, '-b:a')).toBe('96k');
    expect(valueAfter(args, '-movflags')).toBe('+faststart');
    expect(valueAfter(args, '-t')).toBe('30');
    expect(valueAfter(args, '-map')).toBe('[out]');
    expect(args.at(-1)).toBe('/tmp/out.m4a');
    const graph = valueAfter(args, '-filter_complex') ?? '';
    expect(graph).toContain('[out]');
    expect(graph).toMatch(/afade=t=in:st=0:d=2/);
    expect(graph).toMatch(/afade=t=out:st=28:d=2/);
    expect(graph).toContain('channel_layouts=stereo[out]');
    // Never a mono downmix of the mix.
    expect(graph).not.toMatch(/channel_layouts=mono\[out\]|pan=mono/);
  });

  it.each(DEMO_SOUND_PRESETS)('%s: left and right come from different sources or gains', (preset) => {
    const graph = valueAfter(argsFor(preset), '-filter_complex') ?? '';
    const seeds = [...graph.matchAll(/seed=(\d+)/g)].map((m) => m[1]);
    const stereoJoins = graph.match(/join=inputs=2:channel_layout=stereo/g) ?? [];
    const twoExprs = /aevalsrc=exprs='[^'|]+\|[^']+'/.test(graph);
    expect(stereoJoins.length + (twoExprs ? 1 : 0)).toBeGreaterThan(0);
    // Independent noise per ear: every anoisesrc has its own seed.
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it('binaural uses two different tones, 200 Hz left and 206 Hz right', () => {
    const graph = valueAfter(argsFor('binaural'), '-filter_complex') ?? '';
    expect(graph).toMatch(/sine=frequency=200:[^;]*\[sl\d+\]/);
    expect(graph).toMatch(/sine=frequency=206:[^;]*\[sr\d+\]/);
  });

  it('whisper-voice takes the voice file as its only input', () => {
    const args = argsFor('whisper-voice');
    expect(args.filter((a) => a === '-i')).toHaveLength(1);
    expect(valueAfter(args, '-i')).toBe(VOICE);
    expect(args.indexOf('-i')).toBeLessThan(args.indexOf('-filter_complex'));
    const graph = valueAfter(args, '-filter_complex') ?? '';
    expect(graph).toContain('[0:a:0]');
    expect(graph).toContain('aloop=loop=-1:size=384000'); // 8 s at 48 kHz
    expect(() => demoSoundArgs('whisper-voice', { durationSec: 3, output: '/tmp/o.m4a' })).toThrow(TypeError);
    expect(() => argsFor('whisper-voice', { voiceEverySec: 1 })).toThrow(RangeError);
    expect(() => argsFor('whisper-voice', { voiceStartSec: -1 })).toThrow(RangeError);
  });

  it('other presets take no input file, even if one is given', () => {
    expect(argsFor('rain')).not.toContain('-i');
  });

  it('honours bitrate and fractional durations', () => {
    const args = argsFor('rain', { bitrateKbps: 128, durationSec: 2.5 });
    expect(valueAfter(args, '-b:a')).toBe('128k');
    expect(valueAfter(args, '-t')).toBe('2.5');
    expect(valueAfter(args, '-filter_complex')).toContain('afade=t=out:st=1.875:d=0.625');
  });

  it('is deterministic, and the seed option changes the noise', () => {
    expect(argsFor('fire')).toEqual(argsFor('fire'));
    expect(argsFor('fire', { seed: 1 })).not.toEqual(argsFor('fire'));
  });

  it.each([0, -1, 3600.5, 7200, Number.NaN, Number.POSITIVE_INFINITY])(
    'rejects duration %s',
    (durationSec) => {
      expect(() => demoSoundArgs('rain', { durationSec, output: '/tmp/out.m4a' })).toThrow(RangeError);
    },
  );

  it('accepts the maximum duration', () => {
    expect(valueAfter(demoSoundArgs('rain', { durationSec: 3600, output: 'o.m4a' }), '-t')).toBe('3600');
  });

  it('rejects bad bitrates, seeds, presets and outputs', () => {
    expect(() => argsFor('rain', { bitrateKbps: 8 })).toThrow(RangeError);
    expect(() => argsFor('rain', { bitrateKbps: 96.5 })).toThrow(RangeError);
    expect(() => argsFor('rain', { seed: -1 })).toThrow(RangeError);
    expect(() => argsFor('thunder' as DemoSoundPreset)).toThrow(RangeError);
    expect(() => argsFor('rain', { output: '' })).toThrow(TypeError);
    expect(() => argsFor('rain', { output: '-evil' })).toThrow(TypeError);
  });
});
