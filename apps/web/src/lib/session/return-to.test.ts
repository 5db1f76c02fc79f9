import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-to.ts';

describe('safeReturnTo', () => {
  it('keeps same-site paths and drops everything else', () => {
    expect(safeReturnTo('/playlist/3?x=1')).toBe('/playlist/3?x=1');
    expect(safeReturnTo('//evil.example/x')).toBe('/');
    expect(safeReturnTo('/\\evil.example')).toBe('/');
    expect(safeReturnTo('https://evil.example')).toBe('/');
    expect(safeReturnTo(null)).toBe('/');
    expect(safeReturnTo('')).toBe('/');
  });
});
