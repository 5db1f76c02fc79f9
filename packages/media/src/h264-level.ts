// The lowest H.264 level (High profile) that fits a picture size, frame rate and peak bit rate, and the
// RFC 6381 codecs string it gives (`avc1.64001f` = High, level 3.1).

interface Level {
  name: string;
  idc: number;
  /** Macroblocks per frame. */
  maxFrameMbs: number;
  /** Macroblocks per second. */
  maxMbps: number;
  /** Max video bit rate for High profile (1.25 × the Baseline/Main figure), bits/s. */
  maxBitrate: number;
}

const LEVELS: readonly Level[] = [
  { name: '3.0', idc: 30, maxFrameMbs: 1620, maxMbps: 40_500, maxBitrate: 12_500_000 },
  { name: '3.1', idc: 31, maxFrameMbs: 3600, maxMbps: 108_000, maxBitrate: 17_500_000 },
  { name: '3.2', idc: 32, maxFrameMbs: 5120, maxMbps: 216_000, maxBitrate: 25_000_000 },
  { name: '4.0', idc: 40, maxFrameMbs: 8192, maxMbps: 245_760, maxBitrate: 25_000_000 },
  { name: '4.1', idc: 41, maxFrameMbs: 8192, maxMbps: 245_760, maxBitrate: 62_500_000 },
  { name: '4.2', idc: 42, maxFrameMbs: 8704, maxMbps: 522_240, maxBitrate: 62_500_000 },
  { name: '5.0', idc: 50, maxFrameMbs: 22_080, maxMbps: 589_824, maxBitrate: 168_750_000 },
  { name: '5.1', idc: 51, maxFrameMbs: 36_864, maxMbps: 983_040, maxBitrate: 300_000_000 },
];

export interface H264Level {
  /** For `-level:v`, e.g. `3.1`. */
  level: string;
  /** e.g. `avc1.64001f`. */
  codecs: string;
}

export function h264Level(width: number, height: number, frameRate: number, bitrate: number): H264Level {
  const frameMbs = Math.ceil(width / 16) * Math.ceil(height / 16);
  const mbps = frameMbs * frameRate;
  const fit =
    LEVELS.find((l) => frameMbs <= l.maxFrameMbs && mbps <= l.maxMbps && bitrate <= l.maxBitrate) ??
    LEVELS[LEVELS.length - 1]!;
  return { level: fit.name, codecs: `avc1.6400${fit.idc.toString(16).padStart(2, '0')}` };
}
