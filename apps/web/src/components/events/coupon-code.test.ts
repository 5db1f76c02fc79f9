import { describe, expect, it } from 'vitest';
import { couponCodeKey, displayCouponCode, isBlankCouponCode } from './coupon-code.ts';

describe('coupon codes', () => {
  it('shows what was typed in capitals, trimmed, one space between groups', () => {
    expect(displayCouponCode('  sogon-2026 ')).toBe('SOGON-2026');
    expect(displayCouponCode('sogon   2026')).toBe('SOGON 2026');
  });

  it('reads full-width letters and digits as plain ones', () => {
    expect(displayCouponCode('ｓｏｇｏｎ２０２６')).toBe('SOGON2026');
  });

  it('compares without spaces and hyphens', () => {
    expect(couponCodeKey('sogon-2026')).toBe('SOGON2026');
    expect(couponCodeKey('SOGON – 20 26')).toBe('SOGON2026');
  });

  it('finds a code with nothing in it', () => {
    expect(isBlankCouponCode('  - - ')).toBe(true);
    expect(isBlankCouponCode('')).toBe(true);
    expect(isBlankCouponCode('a')).toBe(false);
  });
});
