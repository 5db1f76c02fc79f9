// The renditions an upload is transcoded to, decided from its probe alone.
//
// Audio: AAC-LC 48 kHz, always two channels, 64/128/256 kb/s (rungs well above the source's own bit rate
// are dropped; 64 kb/s always stays). Video: H.264 High 360p/720p/1080p up to the source's size (never
// upscaled; the short side counts, so a portrait phone video gets 720×1280 for "720p"), each muxed with
// 128 kb/s stereo AAC.

import { h264Level } from './h264-level.ts';
import { displaySize, playableVideo } from './media-kind.ts';
import type { ProbeResult, ProbeVideo } from './run.ts';

export const AAC_CODECS = 'mp4a.40.2';
export const AUDIO_BITRATES = [64_000, 128_000, 256_000] as const;
/** A rung is "clearly above" the source when it exceeds the source's bit rate by more than this factor. */
export const AUDIO_HEADROOM = 1.5;
export const VIDEO_AUDIO_BITRATE = 128_000;
/** Peak video bit rate (`-maxrate`) per rung; quality comes from CRF, this only caps it. */
export const VIDEO_RUNGS = [
  { short: 360, bitrate: 800_000 },
  { short: 720, bitrate: 2_800_000 },
  { short: 1080, bitrate: 5_000_000 },
] as const;
export const MAX_FRAME_RATE = 60;
const DEFAULT_FRAME_RATE = 30;
const MIN_VIDEO_BITRATE = 200_000;

export interface Rendition {
  kind: 'audio' | 'video';
  /** Folder and variant name: `a64`, `a128`, `a256`, `v360`, `v720`, `v1080`. */
  name: string;
  /**
   * Peak bits/s for the master playlist's BANDWIDTH. The ladder's value is ffmpeg's estimate (streams + 10 %);
   * a transcode replaces it with the peak segment bit rate it measured on what it wrote (segment-bitrate.ts).
   */
  bandwidth: number;
  /** Average bits/s over the whole rendition (AVERAGE-BANDWIDTH), once measured by a transcode. */
  averageBandwidth?: number;
  /** RFC 6381 CODECS, e.g. `mp4a.40.2` or `avc1.64001f,mp4a.40.2`. */
  codecs: string;
  audioBitrate: number;
  width?: number;
  height?: number;
  /** Video only: `-maxrate`. */
  videoBitrate?: number;
  /** Video only: H.264 level for `-level`, e.g. `3.1`. */
  level?: string;
  /** Video only: output frame rate (the source's, capped at MAX_FRAME_RATE). */
  frameRate?: number;
}

/** Renditions for a probed source: the video ladder when it has playable video, else the audio ladder. */
export function ladder(probe: ProbeResult): Rendition[] {
  const video = playableVideo(probe);
  return video ? videoLadder(video) : audioLadder(probe.audio?.bitRate ?? null);
}

export function audioLadder(sourceBitrate: number | null): Rendition[] {
  const known = sourceBitrate !== null && Number.isFinite(sourceBitrate) && sourceBitrate > 0;
  return AUDIO_BITRATES.filter(
    (rate) => rate === AUDIO_BITRATES[0] || !known || rate <= sourceBitrate * AUDIO_HEADROOM,
  ).map((rate) => ({
    kind: 'audio',
    name: `a${rate / 1000}`,
    bandwidth: bandwidthOf(rate),
    codecs: AAC_CODECS,
    audioBitrate: rate,
  }));
}

export function videoLadder(video: ProbeVideo): Rendition[] {
  const { width, height } = displaySize(video);
  if (!(width > 0 && height > 0)) throw new RangeError(`video size unknown: ${width}x${height}`);
  const frameRate = Math.min(video.frameRate ?? DEFAULT_FRAME_RATE, MAX_FRAME_RATE);
  const shortSide = Math.min(width, height);
  const rungs = VIDEO_RUNGS.filter((rung) => rung.short <= shortSide);
  if (rungs.length === 0) {
    // Smaller than the lowest rung: one rendition at the source's own size.
    const w = evenDown(width);
    const h = evenDown(height);
    const base = VIDEO_RUNGS[0];
    const bitrate = Math.max(
      MIN_VIDEO_BITRATE,
      Math.round((base.bitrate * ((w * h) / (base.short * base.short * (16 / 9)))) / 1000) * 1000,
    );
    return [videoRendition(`v${Math.min(w, h)}`, w, h, frameRate, bitrate)];
  }
  return rungs.map((rung) => {
    const longSide = evenRound((Math.max(width, height) * rung.short) / shortSide);
    const [w, h] = width >= height ? [longSide, rung.short] : [rung.short, longSide];
    return videoRendition(`v${rung.short}`, w, h, frameRate, rung.bitrate);
  });
}

function videoRendition(
  name: string,
  width: number,
  height: number,
  frameRate: number,
  videoBitrate: number,
): Rendition {
  const { level, codecs } = h264Level(width, height, frameRate, videoBitrate);
  return {
    kind: 'video',
    name,
    bandwidth: bandwidthOf(videoBitrate + VIDEO_AUDIO_BITRATE),
    codecs: `${codecs},${AAC_CODECS}`,
    audioBitrate: VIDEO_AUDIO_BITRATE,
    width,
    height,
    videoBitrate,
    level,
    frameRate,
  };
}

/** ffmpeg's own rule for BANDWIDTH: the streams' peak rates plus 10 % for the container. */
function bandwidthOf(bitsPerSecond: number): number {
  return Math.round(bitsPerSecond * 1.1);
}

function evenDown(n: number): number {
  return Math.max(2, Math.floor(n / 2) * 2);
}

function evenRound(n: number): number {
  return Math.max(2, Math.round(n / 2) * 2);
}
