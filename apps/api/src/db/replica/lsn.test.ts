import { describe, expect, it } from 'vitest';
import { formatLsn, parseLsn } from './lsn.ts';

describe('WAL positions', () => {
  it('orders positions by both halves, not as text', () => {
    expect(parseLsn('0/16B3748')).toBe(0x16b3748n);
    expect(parseLsn('1/0')).toBeGreaterThan(parseLsn('0/FFFFFFFF'));
    expect(parseLsn('A/10')).toBeGreaterThan(parseLsn('9/FFFFFFF0'));
    // As text '0/9' sorts after '0/10'.
    expect(parseLsn('0/10')).toBeGreaterThan(parseLsn('0/9'));
  });

  it('prints a position as PostgreSQL does', () => {
    expect(formatLsn(parseLsn('16/b374d848'))).toBe('16/B374D848');
  });

  it('refuses what is not a position', () => {
    expect(() => parseLsn('16B374D848')).toThrow(/not a WAL position/);
    expect(() => parseLsn('')).toThrow(/not a WAL position/);
  });
});
