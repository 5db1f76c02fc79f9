import { describe, expect, it } from 'vitest';
import { auditChanges, formatOpsTime, memberIdOfTarget, parseMemberId } from './format.ts';

const names = {
  fieldName: (key: string) => ({ status: '상태', sessionsEnded: '끝낸 로그인 세션' })[key],
  statusName: (value: string) => ({ active: '정상', blocked: '이용 정지' })[value],
};

describe('the console formats', () => {
  it('shows instants on Seoul clocks', () => {
    expect(formatOpsTime('2025-01-01T15:04:00.000Z')).toBe('2025.01.02 00:04');
    expect(formatOpsTime('not a date')).toBe('not a date');
  });

  it('reads member ids from routes and audit targets', () => {
    expect(parseMemberId('12')).toBe(12);
    for (const raw of ['0', '-1', '1.5', 'abc', '99999999999999999']) expect(parseMemberId(raw)).toBeNull();
    expect(memberIdOfTarget('member:12')).toBe(12);
    expect(memberIdOfTarget('operator:3')).toBeNull();
  });

  it('lists what an audit entry changed, in words', () => {
    expect(auditChanges({ status: 'active' }, { status: 'blocked', sessionsEnded: 2 }, names)).toEqual([
      '상태: 정상 → 이용 정지',
      '끝낸 로그인 세션: 2',
    ]);
    expect(auditChanges({ status: 'blocked' }, { status: 'active' }, names)).toEqual([
      '상태: 이용 정지 → 정상',
    ]);
    expect(auditChanges({ note: 'a' }, { note: 'a', other: { x: 1 } }, names)).toEqual(['other: {"x":1}']);
    expect(auditChanges(null, null, names)).toEqual([]);
  });
});
