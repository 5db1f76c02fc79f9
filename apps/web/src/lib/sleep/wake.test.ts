import { describe, expect, it } from 'vitest';
import { noteSleepStop, takeWake, WAKE_WINDOW_MS } from './wake.ts';

describe('waking from the lock screen', () => {
  it('is a wake-up once, within the window after the sleep timer stopped playback', () => {
    noteSleepStop(1_000);
    expect(takeWake(1_000 + 60_000)).toBe(true);
    expect(takeWake(1_000 + 120_000)).toBe(false);
  });

  it('is not one after the window, nor without a sleep stop', () => {
    expect(takeWake(5_000)).toBe(false);
    noteSleepStop(1_000);
    expect(takeWake(1_000 + WAKE_WINDOW_MS + 1)).toBe(false);
    noteSleepStop(1_000);
    expect(takeWake(1_000 + WAKE_WINDOW_MS)).toBe(true);
  });
});
