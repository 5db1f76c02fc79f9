import { describe, expect, it } from 'vitest';
import { RESUME_TAIL_SEC, startPosition } from './resume.ts';

describe('where playback starts', () => {
  it('resumes where the listener left off', () => {
    expect(startPosition({ resumeAt: 192, durationSec: 600, previewSec: null })).toBe(192);
  });

  it('starts over within the last 15 seconds', () => {
    expect(RESUME_TAIL_SEC).toBe(15);
    expect(startPosition({ resumeAt: 585, durationSec: 600, previewSec: null })).toBe(0);
    expect(startPosition({ resumeAt: 584.9, durationSec: 600, previewSec: null })).toBe(584.9);
    expect(startPosition({ resumeAt: 600, durationSec: 600, previewSec: null })).toBe(0);
  });

  it('starts at 0 for visitors and bad values', () => {
    expect(startPosition({ resumeAt: 0, durationSec: 600, previewSec: null })).toBe(0);
    expect(startPosition({ resumeAt: Number.NaN, durationSec: 600, previewSec: null })).toBe(0);
  });

  it('never starts past the end of a preview', () => {
    expect(startPosition({ resumeAt: 30, durationSec: 600, previewSec: 60 })).toBe(30);
    expect(startPosition({ resumeAt: 300, durationSec: 600, previewSec: 60 })).toBe(0);
  });
});
