export { type AnalysisArgsOptions, analysisArgs } from './analysis.ts';
export type { BinarySource, Env, ResolvedBinary } from './binaries.ts';
export { findOnPath, resolveBinary, resolveFfmpeg, resolveFfprobe } from './binaries.ts';
export {
  attachedPictureArgs,
  COVER_AT,
  COVER_WIDTH,
  type CoverArgsOptions,
  hasAttachedPicture,
  videoCoverArgs,
} from './cover-extract.ts';
export type { CoverOptions } from './covers.ts';
export { COVER_PALETTES, coverSvg, escapeXml } from './covers.ts';
export { type DemoSessionOptions, demoSessionArgs } from './demo-session.ts';
export { type DemoVideoOptions, demoVideoArgs } from './demo-video.ts';
export { type H264Level, h264Level } from './h264-level.ts';
export {
  DEFAULT_SEGMENT_SEC,
  DEFAULT_VIDEO_PRESET,
  type HlsOptions,
  hlsArgs,
  keyInfoFileContent,
  MASTER_PLAYLIST,
  MEDIA_PLAYLIST,
  SEGMENT_PATTERN,
  VIDEO_CRF,
} from './hls.ts';
export { IMAGE_KINDS, IMAGE_SNIFF_BYTES, type ImageKind, sniffImage } from './image-sniff.ts';
export {
  AAC_CODECS,
  AUDIO_BITRATES,
  AUDIO_HEADROOM,
  audioLadder,
  ladder,
  MAX_FRAME_RATE,
  type Rendition,
  VIDEO_AUDIO_BITRATE,
  VIDEO_RUNGS,
  videoLadder,
} from './ladder.ts';
export {
  EBUR128_FILTER,
  type Loudness,
  parseEbur128Summary,
  SILENCE_DB,
} from './loudness.ts';
export {
  DEFAULT_CEILING_DB,
  DEFAULT_TARGET_LUFS,
  dbToGain,
  type MeasuredLoudness,
  normalisationGainDb,
} from './loudness-gain.ts';
export { displaySize, isStillOrTextFormat, playableVideo } from './media-kind.ts';
export {
  PEAK_BUCKETS,
  PEAKS_SAMPLE_RATE,
  PeakCollector,
  type PeakScaleOptions,
  type PeaksArgsOptions,
  peaksArgs,
  peaksFilter,
  peaksFromPcm,
} from './peaks.ts';
export {
  countSegments,
  type MasterVariant,
  type MediaPlaylistInfo,
  masterPlaylist,
  parseMasterPlaylist,
  parseMediaPlaylist,
  segmentIvs,
} from './playlist.ts';
export {
  jpegMetadataMarkers,
  PROFILE_IMAGE_MAX_SIDE,
  PROFILE_IMAGE_MIN_SIDE,
  PROFILE_IMAGE_SIZE,
  type ProfileImageOptions,
  profileImageArgs,
  profileImageSizeAllowed,
  type StillJpegOptions,
  stillJpegArgs,
} from './profile-image.ts';
export { createProgressParser, lastStatsTime } from './progress.ts';
export type {
  FfmpegFailure,
  ProbeAudio,
  ProbeOptions,
  ProbeResult,
  ProbeVideo,
  RunOptions,
  RunResult,
} from './run.ts';
export { FfmpegError, isTransientToolFailure, parseProbeJson, probe, runFfmpeg } from './run.ts';
export { OUTPUT_SAMPLE_RATE, stereoChain } from './stereo.ts';
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
export {
  type AnalysisMode,
  DEFAULT_ANALYSIS_MODE,
  type TranscodeOptions,
  type TranscodeResult,
  transcodeToHls,
} from './transcode.ts';
export {
  MAX_DURATION_SEC,
  MAX_UPLOAD_BYTES,
  MEDIA_REJECTIONS,
  type MediaLimits,
  type MediaRejectionReason,
  type MediaVerdict,
  MIN_DURATION_SEC,
  type ValidateOptions,
  validateMedia,
} from './validate.ts';
export type { VoiceLine } from './voice.ts';
export { VOICE_LINES, voiceLine } from './voice.ts';
