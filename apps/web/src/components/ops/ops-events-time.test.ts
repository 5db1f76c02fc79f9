import { describe, expect, it } from 'vitest';
import { fromKstInput, kstMidnightIn, toKstInput } from './ops-events-time.ts';

describe('the console reads and writes periods on Seoul clocks', () => {
  it('shows an instant as a datetime-local value in KST and sends it back with +09:00', () => {
    expect(toKstInput('2026-11-30T15:00:00.000Z')).toBe('2026-12-01T00:00');
    expect(fromKstInput('2026-12-01T00:00')).toBe('2026-12-01T00:00:00+09:00');
    expect(new Date(fromKstInput(toKstInput('2026-05-01T03:30:00Z'))).toISOString()).toBe(
      '2026-05-01T03:30:00.000Z',
    );
    // What is not a full value goes as typed, for the API to refuse in Korean.
    expect(fromKstInput('')).toBe('');
    expect(toKstInput('not a date')).toBe('');
  });

  it('starts a form at Seoul midnight, which is the day before in UTC', () => {
    // 2026-11-26 16:00 UTC is already the 27th in Seoul.
    expect(kstMidnightIn(0, Date.parse('2026-11-26T16:00:00Z'))).toBe('2026-11-27T00:00');
    expect(kstMidnightIn(1, Date.parse('2026-11-26T14:00:00Z'))).toBe('2026-11-27T00:00');
  });
});
