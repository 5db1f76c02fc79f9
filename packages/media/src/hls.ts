// One ffmpeg run that writes a whole multi-variant HLS package:
//
//   <outDir>/master.m3u8
//   <outDir>/<name>/index.m3u8, <outDir>/<name>/seg_00000.ts …   (MPEG-TS, optionally AES-128)
//
// Audio is decoded once, made stereo 48 kHz (stereo.ts) and split to one AAC encoder per rendition; video
// is split and scaled per rendition. With `analysis`, the same run also measures EBU R128 loudness (its
// summary goes to stderr, see loudness.ts) and writes 8 kHz mono PCM for the waveform to stdout (peaks.ts).

import { MAX_FRAME_RATE, type Rendition } from './ladder.ts';
import { EBUR128_FILTER } from './loudness.ts';
import { PEAKS_SAMPLE_RATE, peaksFilter } from './peaks.ts';
import { stereoChain } from './stereo.ts';

export const DEFAULT_SEGMENT_SEC = 4;
export const MASTER_PLAYLIST = 'master.m3u8';
export const MEDIA_PLAYLIST = 'index.m3u8';
export const SEGMENT_PATTERN = 'seg_%05d.ts';
/** x264 speed/quality trade-off; CRF keeps quality steady, the rung's maxrate caps peaks. */
export const DEFAULT_VIDEO_PRESET = 'veryfast';
export const VIDEO_CRF = 23;

export interface HlsOptions {
  input: string;
  outDir: string;
  renditions: readonly Rendition[];
  segmentSec?: number;
  /** `-hls_key_info_file`: encrypts every segment with AES-128 (see keyInfoFileContent). */
  keyInfoFile?: string;
  /** Encode only the first this-many seconds (e.g. a short sample); default the whole input. */
  durationSec?: number;
  /** Channels of the source's audio: 1 makes the mono signal play in both ears at full level. */
  sourceChannels?: number;
  /** Also measure loudness (stderr) and write waveform PCM (stdout) in the same run. */
  analysis?: boolean;
  /**
   * For ffmpeg before 4.2 (the npm-shipped 4.1): variant folders are numbered (0, 1, …) instead of named
   * and no master playlist is written (4.1 crashes writing it); transcode.ts renames and writes it.
   */
  legacyVariantNames?: boolean;
  videoPreset?: string;
}

export function hlsArgs(options: HlsOptions): string[] {
  const { input, outDir, renditions, segmentSec = DEFAULT_SEGMENT_SEC, keyInfoFile, durationSec } = options;
  checkPath('input', input);
  checkPath('outDir', outDir);
  if (outDir.includes('%')) throw new TypeError('outDir must not contain "%" (ffmpeg expands it)');
  if (!Number.isFinite(segmentSec) || segmentSec < 1 || segmentSec > 30) {
    throw new RangeError(`segmentSec must be within 1..30, got ${segmentSec}`);
  }
  if (durationSec !== undefined && !(Number.isFinite(durationSec) && durationSec > 0)) {
    throw new RangeError(`durationSec must be a positive number, got ${durationSec}`);
  }
  checkRenditions(renditions);
  if (keyInfoFile !== undefined) checkPath('keyInfoFile', keyInfoFile);

  const videos = renditions.filter((r) => r.kind === 'video');
  const graph = filterGraph(renditions, options.sourceChannels, options.analysis === true);
  const maps: string[] = [];
  const streamMap: string[] = [];
  const perStream: string[] = [];
  let videoIndex = 0;
  renditions.forEach((r, audioIndex) => {
    const parts: string[] = [];
    if (r.kind === 'video') {
      maps.push('-map', `[v${audioIndex}]`);
      parts.push(`v:${videoIndex}`);
      perStream.push(
        `-maxrate:v:${videoIndex}`,
        String(r.videoBitrate),
        `-bufsize:v:${videoIndex}`,
        String(2 * (r.videoBitrate ?? 0)),
        `-level:v:${videoIndex}`,
        r.level ?? '4.0',
      );
      videoIndex += 1;
    }
    maps.push('-map', `[a${audioIndex}]`);
    parts.push(`a:${audioIndex}`);
    perStream.push(`-b:a:${audioIndex}`, String(r.audioBitrate));
    if (!options.legacyVariantNames) parts.push(`name:${r.name}`);
    streamMap.push(parts.join(','));
  });

  const variantDir = `${outDir}/%v`;
  return [
    '-hide_banner',
    '-nostdin',
    '-y',
    // ebur128 prints its summary at info level; otherwise only errors (the stats line prints anyway).
    '-loglevel',
    options.analysis ? 'info' : 'error',
    '-stats',
    ...(durationSec !== undefined ? ['-t', String(durationSec)] : []),
    '-i',
    input,
    '-filter_complex',
    graph,
    ...maps,
    '-map_metadata',
    '-1',
    ...(videos.length > 0
      ? [
          '-c:v',
          'libx264',
          '-preset',
          options.videoPreset ?? DEFAULT_VIDEO_PRESET,
          '-profile:v',
          'high',
          '-crf',
          String(VIDEO_CRF),
          // A key frame at every segment boundary, whatever the frame rate.
          '-force_key_frames',
          `expr:gte(t,n_forced*${segmentSec})`,
        ]
      : []),
    '-c:a',
    'aac',
    // Intensity stereo merges the channels' high bands; binaural recordings must keep true L/R.
    '-aac_is',
    '0',
    ...perStream,
    '-max_muxing_queue_size',
    '4096',
    '-f',
    'hls',
    '-hls_time',
    String(segmentSec),
    '-hls_playlist_type',
    'vod',
    '-hls_flags',
    'independent_segments',
    '-hls_segment_type',
    'mpegts',
    ...(keyInfoFile !== undefined ? ['-hls_key_info_file', keyInfoFile] : []),
    ...(options.legacyVariantNames ? [] : ['-master_pl_name', MASTER_PLAYLIST]),
    '-var_stream_map',
    streamMap.join(' '),
    '-hls_segment_filename',
    `${variantDir}/${SEGMENT_PATTERN}`,
    `${variantDir}/${MEDIA_PLAYLIST}`,
    ...(options.analysis ? ['-map', '[peaks]', '-f', 's16le', 'pipe:1'] : []),
  ];
}

function filterGraph(
  renditions: readonly Rendition[],
  sourceChannels: number | undefined,
  analysis: boolean,
) {
  const chains: string[] = [];
  const audioOuts = renditions.map((_, i) => `[a${i}]`);
  if (analysis) audioOuts.push('[loud]', '[wave]');
  chains.push(`[0:a:0]${stereoChain(sourceChannels)},asplit=${audioOuts.length}${audioOuts.join('')}`);
  if (analysis) {
    chains.push(`[loud]${EBUR128_FILTER},anullsink`, `[wave]${peaksFilter(PEAKS_SAMPLE_RATE)}[peaks]`);
  }
  const videos = renditions.map((r, i) => ({ r, i })).filter(({ r }) => r.kind === 'video');
  if (videos.length > 0) {
    const capFps = videos.some(({ r }) => r.frameRate === MAX_FRAME_RATE) ? `fps=${MAX_FRAME_RATE},` : '';
    chains.push(`[0:v:0]${capFps}split=${videos.length}${videos.map(({ i }) => `[s${i}]`).join('')}`);
    for (const { r, i } of videos) {
      chains.push(`[s${i}]scale=${r.width}:${r.height}:flags=bicubic,setsar=1,format=yuv420p[v${i}]`);
    }
  }
  return chains.join(';');
}

function checkRenditions(renditions: readonly Rendition[]): void {
  if (renditions.length === 0) throw new RangeError('at least one rendition is needed');
  const names = new Set<string>();
  for (const r of renditions) {
    if (!/^[a-z0-9]{1,16}$/.test(r.name)) throw new TypeError(`bad rendition name: ${r.name}`);
    if (names.has(r.name)) throw new TypeError(`duplicate rendition name: ${r.name}`);
    names.add(r.name);
    if (!(Number.isInteger(r.audioBitrate) && r.audioBitrate > 0)) {
      throw new RangeError(`${r.name}: bad audioBitrate ${r.audioBitrate}`);
    }
    if (r.kind === 'video') {
      const { width = 0, height = 0, videoBitrate = 0 } = r;
      if (!(width > 0 && height > 0 && width % 2 === 0 && height % 2 === 0)) {
        throw new RangeError(`${r.name}: width and height must be positive and even, got ${width}x${height}`);
      }
      if (!(Number.isInteger(videoBitrate) && videoBitrate > 0)) {
        throw new RangeError(`${r.name}: bad videoBitrate ${videoBitrate}`);
      }
    }
  }
}

function checkPath(name: string, value: string): void {
  if (typeof value !== 'string' || value.length === 0) throw new TypeError(`${name} is required`);
  if (value.startsWith('-')) throw new TypeError(`${name} must not start with "-": ${value}`);
  if (/[\r\n]/.test(value)) throw new TypeError(`${name} must not contain line breaks`);
}

/**
 * The `-hls_key_info_file` text: the key URI written into the playlists, where ffmpeg reads the 16-byte key,
 * and optionally a fixed IV (32 hex digits). `../key` makes every variant resolve the key next to master.m3u8.
 */
export function keyInfoFileContent(keyUri: string, keyPath: string, ivHex?: string): string {
  for (const [name, value] of [
    ['keyUri', keyUri],
    ['keyPath', keyPath],
  ] as const) {
    if (!value || /[\r\n]/.test(value)) throw new TypeError(`${name} must be a non-empty single line`);
  }
  const lines = [keyUri, keyPath];
  if (ivHex !== undefined) {
    const iv = ivHex.replace(/^0x/i, '');
    if (!/^[0-9a-f]{32}$/i.test(iv)) throw new TypeError('ivHex must be 32 hex digits');
    lines.push(iv.toLowerCase());
  }
  return `${lines.join('\n')}\n`;
}
