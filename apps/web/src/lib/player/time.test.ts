import { spokenDuration } from '@sogon/contract/messages/player';
import { describe, expect, it } from 'vitest';
import { formatClock } from './time.ts';

describe('time formats', () => {
  it('shows a compact clock', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(192.7)).toBe('3:12');
    expect(formatClock(3723)).toBe('1:02:03');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });

  it('speaks a time in Korean for screen readers', () => {
    expect(spokenDuration(192)).toBe('3분 12초');
    expect(spokenDuration(600)).toBe('10분');
    expect(spokenDuration(0)).toBe('0초');
    expect(spokenDuration(3723)).toBe('1시간 2분 3초');
  });
});
