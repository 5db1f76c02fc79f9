import { describe, expect, it } from 'vitest';
import {
  parseSleepMark,
  pickSleepMark,
  SLEEP_MARK_MAX_AGE_MS,
  type SleepMark,
  worthOffering,
} from './sleep-mark.ts';

const now = Date.parse('2026-12-01T23:00:00Z');
const local: SleepMark = { contentId: 7, position: 750, at: now - 8 * 3_600_000 };
const server: SleepMark = { contentId: 9, position: 30, at: now - 3_600_000, title: '빗소리', episodeNo: 2 };

describe('the fell-asleep position', () => {
  it('round-trips through storage and refuses malformed marks', () => {
    expect(parseSleepMark(JSON.stringify({ ...local, synced: true }))).toEqual({ ...local, synced: true });
    for (const raw of [
      null,
      '{',
      '[]',
      JSON.stringify({ contentId: 0, position: 1, at: 1 }),
      JSON.stringify({ contentId: 7, position: -1, at: 1 }),
      JSON.stringify({ contentId: 7, position: 1 }),
    ]) {
      expect(parseSleepMark(raw), String(raw)).toBeNull();
    }
  });

  it('offers the newer of this browser’s and the server’s', () => {
    expect(pickSleepMark(local, server, now)).toEqual(server);
    const fresher = { ...local, at: now - 60_000 };
    expect(pickSleepMark(fresher, server, now)).toEqual(fresher);
    expect(pickSleepMark(null, server, now)).toEqual(server);
  });

  it('keeps the local mark for a visitor or offline, and drops a synced one the server no longer has', () => {
    expect(pickSleepMark(local, undefined, now)).toEqual(local);
    expect(pickSleepMark(local, null, now)).toEqual(local);
    expect(pickSleepMark({ ...local, synced: true }, null, now)).toBeNull();
    // A synced local mark never beats the server's (the server's is the later write).
    expect(pickSleepMark({ ...local, at: now, synced: true }, server, now)).toEqual(server);
  });

  it('forgets marks older than a week', () => {
    expect(pickSleepMark({ ...local, at: now - SLEEP_MARK_MAX_AGE_MS - 1 }, undefined, now)).toBeNull();
  });

  it('is not worth offering when the episode starts near it anyway', () => {
    expect(worthOffering(local, 745)).toBe(false);
    expect(worthOffering(local, 0)).toBe(true);
  });
});
