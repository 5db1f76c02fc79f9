import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createSleepTimer,
  fadeLevel,
  readSleep,
  SLEEP_EXTEND_MINUTES,
  SLEEP_FADE_MS,
  SLEEP_MINUTES,
} from './sleep-timer.ts';

describe('sleep timer readings', () => {
  it('offers 15, 30, 45 and 60 minutes', () => {
    expect(SLEEP_MINUTES).toEqual([15, 30, 45, 60]);
  });

  it('fades linearly over the last ten seconds', () => {
    expect(fadeLevel(SLEEP_FADE_MS + 1)).toBe(1);
    expect(fadeLevel(SLEEP_FADE_MS / 2)).toBe(0.5);
    expect(fadeLevel(0)).toBe(0);
    expect(fadeLevel(-50)).toBe(0);
  });

  it('counts wall-clock minutes', () => {
    const reading = readSleep(
      { kind: 'minutes', minutes: 15, endsAt: 1_000_000 },
      { now: 1_000_000 - 4_000, episodeRemainingSec: 500, playbackRate: 1 },
    );
    expect(reading).toEqual({ remainingMs: 4_000, level: 0.4, done: false });
  });

  it('counts the episode end in real time at the playback speed', () => {
    const reading = readSleep({ kind: 'episode-end' }, { now: 0, episodeRemainingSec: 20, playbackRate: 2 });
    expect(reading.remainingMs).toBe(10_000);
    expect(reading.level).toBe(1);
  });

  it('reads nothing while off or when the episode length is unknown', () => {
    expect(
      readSleep({ kind: 'off' }, { now: 0, episodeRemainingSec: 1, playbackRate: 1 }).remainingMs,
    ).toBeNull();
    expect(
      readSleep({ kind: 'episode-end' }, { now: 0, episodeRemainingSec: null, playbackRate: 1 }).remainingMs,
    ).toBeNull();
  });
});

describe('sleep timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(episodeRemainingSec: () => number | null = () => null, playing = true) {
    const levels: number[] = [];
    const events: string[] = [];
    const timer = createSleepTimer({
      episodeRemainingSec,
      playbackRate: () => 1,
      isPlaying: () => playing,
      onLevel: (level) => {
        levels.push(level);
        events.push(`level ${level.toFixed(2)}`);
      },
      onExpire: () => events.push('expire'),
      onChange: (setting) => events.push(`change ${setting.kind}`),
      onFadeStart: () => events.push('fade'),
    });
    return { timer, levels, events };
  }

  it('keeps full volume until the last ten seconds, fades to 0, pauses, then restores the volume', () => {
    const { timer, levels, events } = setup();
    timer.startMinutes(15);
    vi.advanceTimersByTime(15 * 60_000 - SLEEP_FADE_MS - 500);
    expect(levels).toEqual([]);
    vi.advanceTimersByTime(5_000);
    expect(levels.length).toBeGreaterThan(0);
    expect(levels.every((level) => level < 1)).toBe(true);
    // Monotonic fade.
    expect([...levels].sort((a, b) => b - a)).toEqual(levels);
    vi.advanceTimersByTime(5_500);
    expect(events.filter((event) => event === 'expire')).toHaveLength(1);
    const expireAt = events.indexOf('expire');
    expect(events[expireAt - 1]).toBe('change off');
    expect(events[expireAt + 1]).toBe('level 1.00');
    expect(timer.setting.kind).toBe('off');
    vi.advanceTimersByTime(60_000);
    expect(events.filter((event) => event === 'expire')).toHaveLength(1);
  });

  it('shows the remaining time', () => {
    const { timer } = setup();
    timer.startMinutes(30);
    vi.advanceTimersByTime(10 * 60_000);
    expect(timer.read().remainingMs).toBe(20 * 60_000);
  });

  it('can be cancelled mid-fade, restoring the volume and never pausing', () => {
    const { timer, events } = setup();
    timer.startMinutes(15);
    vi.advanceTimersByTime(15 * 60_000 - 3_000);
    timer.cancel();
    expect(events.at(-2)).toBe('level 1.00');
    expect(events.at(-1)).toBe('change off');
    vi.advanceTimersByTime(60_000);
    expect(events).not.toContain('expire');
  });

  it('stops at the end of the episode, following the media position', () => {
    let remaining = 25;
    const { timer, levels, events } = setup(() => remaining);
    timer.startEpisodeEnd();
    for (let i = 0; i < 100 && remaining > 0; i++) {
      remaining = Math.max(0, remaining - 0.25);
      vi.advanceTimersByTime(250);
    }
    expect(levels.length).toBeGreaterThan(0);
    expect(events).toContain('expire');
  });

  it('restores the volume when the listener seeks back out of the fade', () => {
    let remaining = 5;
    const { timer, levels } = setup(() => remaining);
    timer.startEpisodeEnd();
    vi.advanceTimersByTime(250);
    expect(levels.at(-1)).toBeLessThan(1);
    remaining = 120;
    vi.advanceTimersByTime(250);
    expect(levels.at(-1)).toBe(1);
  });

  it('starting a new timer replaces the old one', () => {
    const { timer, events } = setup();
    timer.startMinutes(15);
    timer.startMinutes(60);
    vi.advanceTimersByTime(16 * 60_000);
    expect(events).not.toContain('expire');
    expect(timer.setting).toMatchObject({ kind: 'minutes', minutes: 60 });
  });

  it('tells once when the fade begins, before the first lowered level', () => {
    const { timer, events } = setup();
    timer.startMinutes(15);
    vi.advanceTimersByTime(15 * 60_000 - SLEEP_FADE_MS - 500);
    expect(events).not.toContain('fade');
    vi.advanceTimersByTime(3_000);
    expect(events.filter((event) => event === 'fade')).toHaveLength(1);
    expect(events[events.indexOf('fade') + 1]).toMatch(/^level 0\./);
    vi.advanceTimersByTime(5_000);
    expect(events.filter((event) => event === 'fade')).toHaveLength(1);
  });

  it('adds ten minutes to a running timer, keeping what was left', () => {
    const { timer } = setup();
    timer.startMinutes(15);
    vi.advanceTimersByTime(5 * 60_000);
    timer.extend(SLEEP_EXTEND_MINUTES);
    expect(timer.setting).toMatchObject({ kind: 'minutes', minutes: 25 });
    expect(timer.read().remainingMs).toBe(20 * 60_000);
  });

  it('extending mid-fade restores the volume at once, never pauses, and fades again later', () => {
    const { timer, events } = setup();
    timer.startMinutes(15);
    vi.advanceTimersByTime(15 * 60_000 - 3_000);
    expect(events).toContain('fade');
    timer.extend(SLEEP_EXTEND_MINUTES);
    expect(events.at(-2)).toBe('level 1.00');
    expect(events.at(-1)).toBe('change minutes');
    expect(timer.read().remainingMs).toBe(3_000 + 10 * 60_000);
    vi.advanceTimersByTime(10 * 60_000 - 5_000);
    expect(events).not.toContain('expire');
    vi.advanceTimersByTime(10_000);
    expect(events.filter((event) => event === 'fade')).toHaveLength(2);
    expect(events.filter((event) => event === 'expire')).toHaveLength(1);
  });

  it('turns an episode-end timer into minutes: what the episode had left plus ten', () => {
    const { timer } = setup(() => 90);
    timer.startEpisodeEnd();
    timer.extend(SLEEP_EXTEND_MINUTES);
    expect(timer.setting).toMatchObject({ kind: 'minutes', minutes: 12 });
    expect(timer.read().remainingMs).toBe(90_000 + 10 * 60_000);
  });

  it('starts a ten-minute timer when none runs (after the timer stopped playback)', () => {
    const { timer, events } = setup();
    timer.extend(SLEEP_EXTEND_MINUTES);
    expect(timer.setting).toMatchObject({ kind: 'minutes', minutes: 10 });
    vi.advanceTimersByTime(10 * 60_000 + 250);
    expect(events).toContain('expire');
  });
});
