// Whether an upload can become an episode, from its size and probe. Reasons are codes; the API turns
// them into Korean text (packages/contract messages/media.ts).

import { isStillOrTextFormat, playableVideo } from './media-kind.ts';
import type { ProbeResult } from './run.ts';

export const MAX_UPLOAD_BYTES = 2 * 1024 ** 3;
export const MAX_DURATION_SEC = 4 * 3600;
export const MIN_DURATION_SEC = 1;

export const MEDIA_REJECTIONS = ['not_media', 'too_long', 'too_short', 'too_large', 'no_audio'] as const;
export type MediaRejectionReason = (typeof MEDIA_REJECTIONS)[number];

export type MediaVerdict =
  | { ok: true; kind: 'audio' | 'video' }
  | { ok: false; reason: MediaRejectionReason };

export interface MediaLimits {
  maxBytes: number;
  maxDurationSec: number;
  minDurationSec: number;
}

export interface ValidateOptions {
  /** The upload's size; unchecked when absent. */
  sizeBytes?: number;
  limits?: Partial<MediaLimits>;
}

/** `probe` is null when ffprobe could not read the file at all. */
export function validateMedia(probe: ProbeResult | null, options: ValidateOptions = {}): MediaVerdict {
  const limits: MediaLimits = {
    maxBytes: MAX_UPLOAD_BYTES,
    maxDurationSec: MAX_DURATION_SEC,
    minDurationSec: MIN_DURATION_SEC,
    ...options.limits,
  };
  if (options.sizeBytes !== undefined && options.sizeBytes > limits.maxBytes) return reject('too_large');
  if (!probe || isStillOrTextFormat(probe.formatName)) return reject('not_media');
  const video = playableVideo(probe);
  const hasAudio = probe.audio !== undefined && probe.audio.channels > 0;
  if (!video && !hasAudio) return reject('not_media');
  if (video && !hasAudio) return reject('no_audio');
  const duration = probe.durationSec;
  if (!(Number.isFinite(duration) && duration >= limits.minDurationSec)) return reject('too_short');
  if (duration > limits.maxDurationSec) return reject('too_long');
  return { ok: true, kind: video ? 'video' : 'audio' };
}

function reject(reason: MediaRejectionReason): MediaVerdict {
  return { ok: false, reason };
}
