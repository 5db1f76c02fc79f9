import { describe, expect, it } from 'vitest';
import { eventDay, eventHref, eventPeriod, isExternalLink, lastEventDay, safeLink } from './event-period.ts';

describe('eventPeriod', () => {
  it('writes both ends as Seoul days', () => {
    expect(eventPeriod({ startsAt: '2026-04-30T15:00:00Z', endsAt: '2026-05-31T14:59:59Z' })).toBe(
      '2026.05.01 ~ 2026.05.31',
    );
  });

  it('ends the day before an end at midnight', () => {
    expect(lastEventDay('2026-06-01T00:00:00+09:00')).toBe('2026.05.31');
    expect(lastEventDay('2026-06-01T00:00:01+09:00')).toBe('2026.06.01');
    expect(eventPeriod({ startsAt: '2026-05-01T00:00:00+09:00', endsAt: '2026-06-01T00:00:00+09:00' })).toBe(
      '2026.05.01 ~ 2026.05.31',
    );
  });

  it('gives <time> its YYYY-MM-DD', () => {
    expect(eventDay('2026-04-30T15:00:00Z')).toBe('2026-05-01');
    expect(eventDay('2026-06-01T00:00:00+09:00', true)).toBe('2026-05-31');
  });
});

describe('eventHref', () => {
  it('leads to the event page without a link', () => {
    expect(eventHref({ id: 7, linkUrl: '' })).toBe('/event/7');
    expect(eventHref({ id: 7, linkUrl: '   ' })).toBe('/event/7');
  });

  it('follows site paths and web addresses', () => {
    expect(eventHref({ id: 7, linkUrl: '/events/coupon?id=7' })).toBe('/events/coupon?id=7');
    expect(eventHref({ id: 7, linkUrl: 'https://example.com/promo' })).toBe('https://example.com/promo');
    expect(isExternalLink('https://example.com/promo')).toBe(true);
    expect(isExternalLink('/playlist/3')).toBe(false);
  });

  it('ignores links that could run script or leave for another host unnoticed', () => {
    expect(eventHref({ id: 7, linkUrl: 'javascript:alert(1)' })).toBe('/event/7');
    expect(eventHref({ id: 7, linkUrl: '//evil.example' })).toBe('/event/7');
    expect(eventHref({ id: 7, linkUrl: '/\\evil.example' })).toBe('/event/7');
    expect(safeLink('  /playlist/3 ')).toBe('/playlist/3');
    expect(safeLink('data:text/html,hi')).toBeNull();
    expect(safeLink('')).toBeNull();
  });
});
