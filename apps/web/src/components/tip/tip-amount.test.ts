import { describe, expect, it } from 'vitest';
import { tipHearts, tipMessage } from './tip-amount.ts';

const draft = { choice: 10 as const, custom: '', message: '' };

describe('tip amount', () => {
  it('sends a preset as it is and ignores what 직접 입력 holds', () => {
    expect(tipHearts({ ...draft, choice: 50, custom: 'abc' })).toBe(50);
  });

  it('accepts a whole number from 1 to 10,000 typed in 직접 입력', () => {
    expect(tipHearts({ ...draft, choice: 'custom', custom: ' 1 ' })).toBe(1);
    expect(tipHearts({ ...draft, choice: 'custom', custom: '10000' })).toBe(10_000);
  });

  it('refuses nothing, zero, fractions, signs and more than 10,000', () => {
    for (const custom of ['', '0', '1.5', '-3', '+4', '10001', '1e3']) {
      expect(tipHearts({ ...draft, choice: 'custom', custom }), custom).toBeNull();
    }
  });

  it('trims the message and keeps at most 100 characters', () => {
    expect(tipMessage({ ...draft, message: '  응원해요  ' })).toBe('응원해요');
    expect(tipMessage({ ...draft, message: '가'.repeat(120) })).toHaveLength(100);
  });
});
