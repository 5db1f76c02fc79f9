import { describe, expect, it } from 'vitest';
import { hlsArgs, keyInfoFileContent } from './hls.ts';
import { audioLadder, videoLadder } from './ladder.ts';

/** The value following `flag` (the first occurrence). */
function flagValue(args: string[], flag: string): string | undefined {
  const i = args.indexOf(flag);
  return i < 0 ? undefined : args[i + 1];
}

const audio = audioLadder(null);
const video = videoLadder({ codec: 'h264', width: 1280, height: 720, frameRate: 25 });

describe('hlsArgs', () => {
  it('builds one multi-variant VOD package with named variant folders', () => {
    const args = hlsArgs({ input: '/in/source.m4a', outDir: '/out/pkg', renditions: audio });
    expect(flagValue(args, '-i')).toBe('/in/source.m4a');
    expect(flagValue(args, '-f')).toBe('hls');
    expect(flagValue(args, '-hls_time')).toBe('4');
    expect(flagValue(args, '-hls_playlist_type')).toBe('vod');
    expect(flagValue(args, '-hls_flags')).toBe('independent_segments');
    expect(flagValue(args, '-hls_segment_type')).toBe('mpegts');
    expect(flagValue(args, '-master_pl_name')).toBe('master.m3u8');
    expect(flagValue(args, '-var_stream_map')).toBe('a:0,name:a64 a:1,name:a128 a:2,name:a256');
    expect(flagValue(args, '-hls_segment_filename')).toBe('/out/pkg/%v/seg_%05d.ts');
    expect(args.at(-1)).toBe('/out/pkg/%v/index.m3u8');
    expect(args).not.toContain('-hls_key_info_file');
    expect(args).not.toContain('pipe:1');
    expect(args).not.toContain('libx264');
  });

  it('encodes AAC at 48 kHz stereo, one encoder per rung, intensity stereo off', () => {
    const args = hlsArgs({ input: 'in.wav', outDir: 'out', renditions: audio, sourceChannels: 2 });
    const graph = flagValue(args, '-filter_complex')!;
    expect(graph).toBe(
      '[0:a:0]aresample=48000,aformat=sample_fmts=fltp:sample_rates=48000:channel_layouts=stereo,' +
        'asplit=3[a0][a1][a2]',
    );
    expect(args.filter((a) => a === '-map')).toHaveLength(3);
    expect(flagValue(args, '-c:a')).toBe('aac');
    expect(flagValue(args, '-aac_is')).toBe('0');
    expect([flagValue(args, '-b:a:0'), flagValue(args, '-b:a:1'), flagValue(args, '-b:a:2')]).toEqual([
      '64000',
      '128000',
      '256000',
    ]);
    expect(args.join(' ')).not.toMatch(/aac_he|-ac 1/);
  });

  it('copies a mono source to both channels instead of upmixing', () => {
    const graph = flagValue(
      hlsArgs({ input: 'in', outDir: 'out', renditions: audio, sourceChannels: 1 }),
      '-filter_complex',
    );
    expect(graph?.startsWith('[0:a:0]pan=stereo|c0=c0|c1=c0,aresample=48000,')).toBe(true);
  });

  it('scales video per rendition with its own level and peak rate, key frames on segment boundaries', () => {
    const args = hlsArgs({ input: 'in.mp4', outDir: 'out', renditions: video, segmentSec: 6 });
    const graph = flagValue(args, '-filter_complex')!;
    expect(graph).toContain('[0:v:0]split=2[s0][s1]');
    expect(graph).toContain('[s0]scale=640:360:flags=bicubic,setsar=1,format=yuv420p[v0]');
    expect(graph).toContain('[s1]scale=1280:720:flags=bicubic,setsar=1,format=yuv420p[v1]');
    expect(graph).not.toContain('fps=');
    const maps = args.flatMap((a, i) => (a === '-map' ? [args[i + 1]] : []));
    expect(maps).toEqual(['[v0]', '[a0]', '[v1]', '[a1]']);
    expect(flagValue(args, '-var_stream_map')).toBe('v:0,a:0,name:v360 v:1,a:1,name:v720');
    expect(flagValue(args, '-c:v')).toBe('libx264');
    expect(flagValue(args, '-profile:v')).toBe('high');
    expect(flagValue(args, '-force_key_frames')).toBe('expr:gte(t,n_forced*6)');
    expect([flagValue(args, '-level:v:0'), flagValue(args, '-level:v:1')]).toEqual(['3.0', '3.1']);
    expect([flagValue(args, '-maxrate:v:0'), flagValue(args, '-bufsize:v:0')]).toEqual(['800000', '1600000']);
    expect([flagValue(args, '-b:a:0'), flagValue(args, '-b:a:1')]).toEqual(['128000', '128000']);
    expect(flagValue(args, '-hls_time')).toBe('6');
  });

  it('caps a high frame rate before splitting', () => {
    const fast = videoLadder({ codec: 'h264', width: 640, height: 360, frameRate: 120 });
    expect(flagValue(hlsArgs({ input: 'in', outDir: 'out', renditions: fast }), '-filter_complex')).toContain(
      '[0:v:0]fps=60,split=1[s0]',
    );
  });

  it('adds the key info file, a duration limit and same-pass analysis when asked', () => {
    const args = hlsArgs({
      input: 'in',
      outDir: 'out',
      renditions: audio,
      keyInfoFile: '/tmp/k/key.info',
      durationSec: 60,
      analysis: true,
    });
    expect(flagValue(args, '-hls_key_info_file')).toBe('/tmp/k/key.info');
    expect(args.indexOf('-t')).toBeLessThan(args.indexOf('-i'));
    expect(flagValue(args, '-t')).toBe('60');
    const graph = flagValue(args, '-filter_complex')!;
    expect(graph).toContain('asplit=5[a0][a1][a2][loud][wave]');
    expect(graph).toContain('[loud]ebur128=peak=true:framelog=verbose,anullsink');
    expect(graph).toContain('[wave]aresample=8000,aformat=sample_fmts=s16:channel_layouts=mono[peaks]');
    expect(args.slice(-5)).toEqual(['-map', '[peaks]', '-f', 's16le', 'pipe:1']);
    expect(flagValue(args, '-loglevel')).toBe('info');
  });

  it('legacy mode numbers the variants and leaves the master playlist out', () => {
    const args = hlsArgs({ input: 'in', outDir: 'out', renditions: video, legacyVariantNames: true });
    expect(flagValue(args, '-var_stream_map')).toBe('v:0,a:0 v:1,a:1');
    expect(args).not.toContain('-master_pl_name');
  });

  it('rejects unsafe paths and bad renditions', () => {
    const base = { input: 'in', outDir: 'out', renditions: audio };
    expect(() => hlsArgs({ ...base, input: '-i' })).toThrow(TypeError);
    expect(() => hlsArgs({ ...base, outDir: 'out/%d' })).toThrow(TypeError);
    expect(() => hlsArgs({ ...base, keyInfoFile: 'a\nb' })).toThrow(TypeError);
    expect(() => hlsArgs({ ...base, segmentSec: 0 })).toThrow(RangeError);
    expect(() => hlsArgs({ ...base, durationSec: -1 })).toThrow(RangeError);
    expect(() => hlsArgs({ ...base, renditions: [] })).toThrow(RangeError);
    expect(() => hlsArgs({ ...base, renditions: [audio[0]!, audio[0]!] })).toThrow(/duplicate/);
    expect(() => hlsArgs({ ...base, renditions: [{ ...audio[0]!, name: '../x' }] })).toThrow(/name/);
    expect(() => hlsArgs({ ...base, renditions: [{ ...video[0]!, width: 641 }] })).toThrow(/even/);
  });
});

describe('keyInfoFileContent', () => {
  it('writes URI and key path, and an IV when given', () => {
    expect(keyInfoFileContent('../key', '/tmp/sogon-key-1/key.bin')).toBe(
      '../key\n/tmp/sogon-key-1/key.bin\n',
    );
    expect(keyInfoFileContent('../key', '/k', '0x00112233445566778899AABBCCDDEEFF')).toBe(
      '../key\n/k\n00112233445566778899aabbccddeeff\n',
    );
  });

  it('rejects line breaks and malformed IVs', () => {
    expect(() => keyInfoFileContent('../key\n/etc/passwd', '/k')).toThrow(TypeError);
    expect(() => keyInfoFileContent('', '/k')).toThrow(TypeError);
    expect(() => keyInfoFileContent('../key', '/k', 'abc')).toThrow(TypeError);
  });
});
