import type { TAttendanceResult, TAttendanceState } from '@sogon/contract/schemas/events';
import { describe, expect, it } from 'vitest';
import { afterCheckIn } from './attendance-state.ts';

function makeState(overrides: Partial<TAttendanceState> = {}): TAttendanceState {
  return {
    event: null,
    month: '2026-05',
    today: '2026-05-20',
    days: ['2026-05-18', '2026-05-19'],
    checkedToday: false,
    streak: 2,
    totalDays: 5,
    totalHearts: 50,
    needVerification: true,
    ...overrides,
  };
}

function makeResult(overrides: Partial<TAttendanceResult> = {}): TAttendanceResult {
  return {
    eventId: 1,
    day: '2026-05-20',
    granted: true,
    hearts: 10,
    streak: 3,
    streakBonus: false,
    message: '출석 완료! 10하트를 받았어요.',
    ...overrides,
  };
}

describe('afterCheckIn', () => {
  it('stamps today and counts it', () => {
    const next = afterCheckIn(makeState(), makeResult());
    expect(next.days).toEqual(['2026-05-18', '2026-05-19', '2026-05-20']);
    expect(next.checkedToday).toBe(true);
    expect(next.streak).toBe(3);
    expect(next.totalDays).toBe(6);
    expect(next.totalHearts).toBe(60);
  });

  it('counts nothing twice when today was already checked', () => {
    const state = makeState({ days: ['2026-05-20'], checkedToday: true });
    const next = afterCheckIn(state, makeResult({ granted: false, hearts: 0 }));
    expect(next.days).toEqual(['2026-05-20']);
    expect(next.totalDays).toBe(5);
    expect(next.totalHearts).toBe(50);
  });

  it('leaves another month’s calendar alone', () => {
    const next = afterCheckIn(makeState({ month: '2026-04', days: ['2026-04-30'] }), makeResult());
    expect(next.days).toEqual(['2026-04-30']);
    expect(next.checkedToday).toBe(true);
  });
});
