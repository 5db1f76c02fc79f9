import { FINISHED_MARGIN_SEC } from './constants.ts';

/** Resuming this close to the end would only play the credits: start over instead. */
export const RESUME_TAIL_SEC = FINISHED_MARGIN_SEC;

export interface ResumeInput {
  resumeAt: number;
  durationSec: number;
  /** Preview sources stop at previewSec: a position beyond it cannot be played. */
  previewSec: number | null;
}

/** Where playback of a freshly loaded episode starts (seconds). */
export function startPosition({ resumeAt, durationSec, previewSec }: ResumeInput): number {
  if (!Number.isFinite(resumeAt) || resumeAt <= 0) return 0;
  if (durationSec > 0 && resumeAt >= durationSec - RESUME_TAIL_SEC) return 0;
  if (previewSec !== null && resumeAt >= previewSec) return 0;
  return resumeAt;
}
