import { describe, expect, it } from 'vitest';
import { parseCookieHeader, parseCookieValue, serializeCookie } from './cookie-value.ts';

describe('cookie values (spec section 4)', () => {
  it.each([
    ['true', true],
    ['false', false],
    ['null', null],
    ['undefined', undefined],
    ['1', '1'],
    ['partner', 'partner'],
  ] as const)('%s → %s', (raw, value) => {
    expect(parseCookieValue(raw)).toBe(value);
  });

  it('parses a cookie header, decoding values and keeping the first of duplicates', () => {
    expect(parseCookieHeader('a=1; b=%ED%95%9C; a=2; broken; =x')).toEqual({ a: '1', b: '한' });
  });

  it('defaults the path to / and writes lifetimes in seconds', () => {
    expect(serializeCookie('p_id', 'abc', { days: 30 })).toBe(
      'p_id=abc; Path=/; Max-Age=2592000; SameSite=Lax',
    );
    expect(serializeCookie('x', 'y', { path: '/playlist' })).toBe('x=y; Path=/playlist; SameSite=Lax');
  });
});
