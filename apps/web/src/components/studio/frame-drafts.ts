import { FRAME_ALT_MAX_LENGTH, FRAME_MAX_BYTES, FRAME_MAX_COUNT } from '@sogon/contract/limits';
import { studioTexts } from '@sogon/contract/messages/studio';
import { formatClock, parseClock } from './clock.ts';

const text = studioTexts;

/** An image the creator picked, with the time and description they gave it. */
export interface FrameDraft {
  key: string;
  file: File;
  /** As typed: `m:ss`. */
  time: string;
  alt: string;
}

export const FRAME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Frames for newly picked files, each shown 5 s after the one before (the first from 0:00). */
export function appendFrames(current: readonly FrameDraft[], files: readonly File[]): FrameDraft[] {
  const lastMs = current.length ? (parseClock(current[current.length - 1]!.time) ?? 0) : null;
  return [
    ...current,
    ...files.map((file, index) => {
      const ms = lastMs === null ? index * 5000 : lastMs + (index + 1) * 5000;
      return {
        key: `${file.name}-${file.size}-${file.lastModified}-${Math.random()}`,
        file,
        time: formatClock(ms),
        alt: '',
      };
    }),
  ];
}

/**
 * The server's rules, checked before anything is sent: answers the frame times in ms, or the
 * first problem in the creator's words (with the image's number).
 */
export function checkFrameDrafts(
  frames: readonly FrameDraft[],
): { ok: true; atMs: number[] } | { ok: false; error: string } {
  if (frames.length > FRAME_MAX_COUNT) return { ok: false, error: text.framesTooMany(FRAME_MAX_COUNT) };
  const atMs: number[] = [];
  for (const [index, frame] of frames.entries()) {
    const n = index + 1;
    if (!(FRAME_TYPES as readonly string[]).includes(frame.file.type))
      return { ok: false, error: text.frameType(n) };
    if (frame.file.size > FRAME_MAX_BYTES) {
      return {
        ok: false,
        error: `${text.page.frameLabel(n)}: ${text.frameTooLarge(FRAME_MAX_BYTES / 1024 / 1024)}`,
      };
    }
    const ms = parseClock(frame.time);
    if (ms === null) return { ok: false, error: text.page.frameTimeWrong(n) };
    if (index === 0 && ms !== 0) return { ok: false, error: text.frameFirstNotZero };
    if (index > 0 && ms <= atMs[index - 1]!) return { ok: false, error: text.frameTimesOrder(n) };
    if (frame.alt.trim().length > FRAME_ALT_MAX_LENGTH) {
      return { ok: false, error: text.frameAltTooLong(n, FRAME_ALT_MAX_LENGTH) };
    }
    atMs.push(ms);
  }
  return { ok: true, atMs };
}

/** The multipart form POST /v1/studio/contents/{id}/frames reads: `image`, `atMs`, `alt` in order. */
export function framesForm(frames: readonly FrameDraft[], atMs: readonly number[]): FormData {
  const form = new FormData();
  frames.forEach((frame, index) => {
    form.append('atMs', String(atMs[index]));
    form.append('alt', frame.alt.trim());
    form.append('image', frame.file, frame.file.name);
  });
  return form;
}
