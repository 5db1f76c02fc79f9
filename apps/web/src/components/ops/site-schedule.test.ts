import { describe, expect, it } from 'vitest';
import { kstAt, kstInputToIso, kstPeriod, siteStatus, toKstInput } from './site-schedule.ts';

describe('console schedules in Seoul time', () => {
  it('turns an instant into a datetime-local value on Seoul clocks and back', () => {
    expect(toKstInput('2026-11-26T15:30:00Z')).toBe('2026-11-27T00:30');
    expect(kstInputToIso('2026-11-27T00:30')).toBe('2026-11-26T15:30:00.000Z');
    expect(kstInputToIso('2026-11-27')).toBeNull();
    expect(kstInputToIso('')).toBeNull();
  });

  it('shows times as YYYY.MM.DD HH:mm 한국 시간', () => {
    expect(kstAt('2026-11-26T15:30:00Z')).toBe('2026.11.27 00:30 한국 시간');
    expect(kstPeriod('2026-11-26T03:00:00Z', '2026-11-30T14:59:00Z')).toBe(
      '2026.11.26 12:00 ~ 2026.11.30 23:59 한국 시간',
    );
    expect(kstPeriod(null, null)).toBe('기간 제한 없음');
  });

  it('tells hidden, scheduled, live and ended apart (start inclusive, end exclusive)', () => {
    const item = { startsAt: '2026-11-26T03:00:00Z', endsAt: '2026-11-27T03:00:00Z', hiddenAt: null };
    expect(siteStatus(item, new Date('2026-11-26T02:59:59Z'))).toBe('scheduled');
    expect(siteStatus(item, new Date('2026-11-26T03:00:00Z'))).toBe('live');
    expect(siteStatus(item, new Date('2026-11-27T03:00:00Z'))).toBe('ended');
    expect(siteStatus({ ...item, hiddenAt: '2026-11-26T04:00:00Z' }, new Date('2026-11-26T05:00:00Z'))).toBe(
      'hidden',
    );
    expect(siteStatus({ startsAt: null, endsAt: null }, new Date())).toBe('live');
  });
});
