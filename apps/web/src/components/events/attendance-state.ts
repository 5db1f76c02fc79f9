import type { TAttendanceResult, TAttendanceState } from '@sogon/contract/schemas/events';

/**
 * The attendance state after a check-in: today is checked, its stamp joins the month shown when
 * the day is in it, and the streak and totals count it (a repeated check-in grants nothing more).
 */
export function afterCheckIn(state: TAttendanceState, result: TAttendanceResult): TAttendanceState {
  const inMonth = result.day.startsWith(`${state.month}-`);
  const days = inMonth && !state.days.includes(result.day) ? [...state.days, result.day].sort() : state.days;
  return {
    ...state,
    days,
    checkedToday: true,
    streak: result.streak,
    totalDays: state.totalDays + (result.granted ? 1 : 0),
    totalHearts: state.totalHearts + (result.granted ? result.hearts : 0),
  };
}
