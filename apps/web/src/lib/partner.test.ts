import { describe, expect, it } from 'vitest';
import { adultPartnerPattern, isPrefetchRequest, partnerCookieUpdates } from './partner.ts';

const pattern = adultPartnerPattern(undefined);
const at = (path: string) => new URL(path, 'http://localhost');

describe('partnerCookieUpdates', () => {
  it('sets p_id for 30 days, p_id_1/3/7 for 1/3/7 days and isPartner for 2 days', () => {
    expect(partnerCookieUpdates(at('/?p_id=blog_kim'), {}, pattern)).toEqual([
      { name: 'p_id', value: 'blog_kim', days: 30 },
      { name: 'p_id_1', value: 'blog_kim', days: 1 },
      { name: 'p_id_3', value: 'blog_kim', days: 3 },
      { name: 'p_id_7', value: 'blog_kim', days: 7 },
      { name: 'isPartner', value: '1', days: 2 },
    ]);
  });

  it('sets s_id for one day, from any page', () => {
    expect(partnerCookieUpdates(at('/notice?s_id=abc123'), {}, pattern)).toEqual([
      { name: 's_id', value: 'abc123', days: 1 },
    ]);
  });

  it('sets adult_pid for an adult partner landing on a playlist', () => {
    const updates = partnerCookieUpdates(at('/playlist/12?p_id=adult_pick'), {}, pattern);
    expect(updates).toContainEqual({ name: 'adult_pid', value: 'adult_pick', days: 1 });
  });

  it('does not set adult_pid for an ordinary partner', () => {
    const updates = partnerCookieUpdates(at('/playlist/12?p_id=blog_kim'), {}, pattern);
    expect(updates.some((update) => update.name === 'adult_pid')).toBe(false);
  });

  it('deletes adult_pid when the path is not under /playlist/', () => {
    expect(partnerCookieUpdates(at('/'), { adult_pid: 'adult_pick' }, pattern)).toEqual([
      { name: 'adult_pid', delete: true },
    ]);
    expect(partnerCookieUpdates(at('/playlist/3/9'), { adult_pid: 'adult_pick' }, pattern)).toEqual([]);
  });

  it('ignores ids with characters that do not belong in a partner id', () => {
    expect(partnerCookieUpdates(at('/?p_id=%3Cscript%3E&s_id='), {}, pattern)).toEqual([]);
  });

  it('falls back to the default pattern when the configured one is not a valid expression', () => {
    expect(adultPartnerPattern('(').test('adult_x')).toBe(true);
  });
});

describe('isPrefetchRequest', () => {
  it('recognises router and browser prefetches, not navigations', () => {
    expect(isPrefetchRequest(new Headers({ 'next-router-prefetch': '1', rsc: '1' }))).toBe(true);
    expect(isPrefetchRequest(new Headers({ 'sec-purpose': 'prefetch;prerender' }))).toBe(true);
    expect(isPrefetchRequest(new Headers({ rsc: '1' }))).toBe(false);
    expect(isPrefetchRequest(new Headers())).toBe(false);
  });
});
