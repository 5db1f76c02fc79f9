export type { BinarySource, Env, ResolvedBinary } from './binaries.ts';
export { findOnPath, resolveBinary, resolveFfmpeg, resolveFfprobe } from './binaries.ts';
export type { CoverOptions } from './covers.ts';
export { COVER_PALETTES, coverSvg, escapeXml } from './covers.ts';
export { type DemoVideoOptions, demoVideoArgs } from './demo-video.ts';
export { IMAGE_KINDS, IMAGE_SNIFF_BYTES, type ImageKind, sniffImage } from './image-sniff.ts';
export {
  jpegMetadataMarkers,
  PROFILE_IMAGE_MAX_SIDE,
  PROFILE_IMAGE_MIN_SIDE,
  PROFILE_IMAGE_SIZE,
  type ProfileImageOptions,
  profileImageArgs,
  profileImageSizeAllowed,
} from './profile-image.ts';
export type {
  FfmpegFailure,
  ProbeAudio,
  ProbeOptions,
  ProbeResult,
  ProbeVideo,
  RunOptions,
  RunResult,
} from './run.ts';
export { FfmpegError, parseProbeJson, probe, runFfmpeg } from './run.ts';
export type { DemoSoundOptions, DemoSoundPreset } from './synth.ts';
export {
  DEMO_SAMPLE_RATE,
  DEMO_SOUND_LABELS,
  DEMO_SOUND_PRESETS,
  demoSoundArgs,
  demoSoundLabel,
  isDemoSoundPreset,
  MAX_DEMO_DURATION_SEC,
} from './synth.ts';
export type { VoiceLine } from './voice.ts';
export { VOICE_LINES, voiceLine } from './voice.ts';
