import { describe, expect, it } from 'vitest';
import { episodeHeading, kstDateTimeToUtc, studioEpisodeState, utcToKstDateTime } from './studio-episode.ts';

const NOW = new Date('2026-12-02T03:00:00Z');
const past = '2026-12-01T00:00:00Z';
const future = '2026-12-24T11:00:00Z';

describe('studioEpisodeState', () => {
  it.each([
    [{ status: 'published', openDt: past, job: { status: 'done' } }, 'public'],
    [{ status: 'published', openDt: future, job: null }, 'scheduled'],
    [{ status: 'hidden', openDt: past, job: null }, 'private'],
    [{ status: 'draft', openDt: past, job: null }, 'private'],
    [{ status: 'processing', openDt: past, job: { status: 'queued' } }, 'processing'],
    [{ status: 'processing', openDt: past, job: { status: 'failed' } }, 'processing'],
    // New media of a published episode: 변환 중 while the old package keeps playing.
    [{ status: 'published', openDt: past, job: { status: 'running' } }, 'processing'],
    [{ status: 'deleted', openDt: past, job: null }, null],
  ] as const)('%j is %s', (facts, state) => {
    expect(studioEpisodeState(facts, NOW)).toBe(state);
  });
});

describe('KST date and time', () => {
  it('reads a Seoul wall clock as UTC and back', () => {
    expect(kstDateTimeToUtc('2026-12-24', '20:30')?.toISOString()).toBe('2026-12-24T11:30:00.000Z');
    expect(kstDateTimeToUtc('2027-01-01', '00:00')?.toISOString()).toBe('2026-12-31T15:00:00.000Z');
    expect(utcToKstDateTime('2026-12-31T15:00:00.000Z')).toEqual({ date: '2027-01-01', time: '00:00' });
    expect(kstDateTimeToUtc('2028-02-29', '09:00')?.toISOString()).toBe('2028-02-29T00:00:00.000Z');
  });

  it.each([
    ['2026-02-29', '09:00'],
    ['2026-02-30', '09:00'],
    ['2026-13-01', '09:00'],
    ['2026-12-24', '24:00'],
    ['2026-12-24', '12:60'],
    ['2026-12-24', '9:00'],
    ['26-12-24', '09:00'],
    ['', ''],
  ])('refuses %s %s', (date, time) => {
    expect(kstDateTimeToUtc(date, time)).toBeNull();
  });
});

describe('episodeHeading', () => {
  it('adds the number once', () => {
    expect(episodeHeading(6, '빗소리')).toBe('6화 · 빗소리');
    expect(episodeHeading(6, '6화 · 빗소리')).toBe('6화 · 빗소리');
    expect(episodeHeading(6, '6화 빗소리')).toBe('6화 · 빗소리');
    expect(episodeHeading(6, '60화 기념')).toBe('6화 · 60화 기념');
    expect(episodeHeading(6, '6화')).toBe('6화');
  });
});
