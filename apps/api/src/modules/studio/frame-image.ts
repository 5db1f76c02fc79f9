// The rules of one audio-toon image: whatever came in (JPEG, PNG, WebP), a JPEG at most
// FRAME_MAX_WIDTH wide goes out, made by the shared still-image arguments.

import { FRAME_MAX_WIDTH } from '@sogon/contract/schemas/studio';
import { type FitWidthOptions, fitWidthArgs, fitWidthSize } from '#api/media/still-image-args';

/** The image kinds an audio-toon frame may be (GIF is not: its frames are an animation). */
export const FRAME_KINDS = ['jpeg', 'png', 'webp'] as const;
export type FrameKind = (typeof FRAME_KINDS)[number];

/** The stored size of a frame: no wider than FRAME_MAX_WIDTH (fitWidthSize). */
export function frameOutputSize(width: number, height: number, maxWidth = FRAME_MAX_WIDTH) {
  return fitWidthSize(width, height, maxWidth);
}

export interface FrameImageOptions extends FitWidthOptions {
  kind: FrameKind;
}

/** First frame only, scaled, flattened on white, re-encoded without metadata. */
export function frameImageArgs(options: FrameImageOptions): string[] {
  if (!(FRAME_KINDS as readonly string[]).includes(options.kind)) {
    throw new TypeError(`unknown frame kind: ${options.kind}`);
  }
  return fitWidthArgs(options);
}
