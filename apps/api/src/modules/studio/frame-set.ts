// The rules of an audio-toon image set, apart from the images themselves. Pure.

import { studioTexts as text } from '@sogon/contract/messages/studio';
import { FRAME_ALT_MAX_LENGTH, FRAME_MAX_AT_MS, FRAME_MAX_COUNT } from '@sogon/contract/schemas/studio';

export interface FrameTiming {
  atMs: number;
  alt: string;
}

export type FrameSetCheck = { ok: true; frames: FrameTiming[] } | { ok: false; detail: string };

const INTEGER = /^\d{1,9}$/;

/**
 * Pairs the i-th `atMs` (and `alt`, when any are sent) with the i-th image. The first image
 * shows from 0, each later one strictly after the one before, so every moment has one image.
 */
export function checkFrameSet(input: {
  imageCount: number;
  atMs: readonly string[];
  alts: readonly string[];
}): FrameSetCheck {
  const { imageCount, atMs, alts } = input;
  const refuse = (detail: string): FrameSetCheck => ({ ok: false, detail });
  if (imageCount === 0) return refuse(text.framesMissing);
  if (imageCount > FRAME_MAX_COUNT) return refuse(text.framesTooMany(FRAME_MAX_COUNT));
  if (atMs.length !== imageCount) return refuse(text.framesTimesCount);
  if (alts.length !== 0 && alts.length !== imageCount) return refuse(text.framesAltCount);

  const frames: FrameTiming[] = [];
  for (let index = 0; index < imageCount; index += 1) {
    const n = index + 1;
    const raw = atMs[index]!.trim();
    const value = INTEGER.test(raw) ? Number(raw) : Number.NaN;
    if (!Number.isSafeInteger(value) || value > FRAME_MAX_AT_MS) return refuse(text.frameTimeInvalid(n));
    if (index === 0 && value !== 0) return refuse(text.frameFirstNotZero);
    if (index > 0 && value <= frames[index - 1]!.atMs) return refuse(text.frameTimesOrder(n));
    const alt = (alts[index] ?? '').trim();
    if (alt.length > FRAME_ALT_MAX_LENGTH) return refuse(text.frameAltTooLong(n, FRAME_ALT_MAX_LENGTH));
    frames.push({ atMs: value, alt });
  }
  return { ok: true, frames };
}
