import { audienceTexts } from '@sogon/contract/messages/audience';
import { describe, expect, it } from 'vitest';
import { curveShape, recentMonths, retentionRows } from './audience-view.ts';

const points = [
  { at: 0, reached: 4, slept: 0, left: 0 },
  { at: 1, reached: 4, slept: 1, left: 0 },
  { at: 2, reached: 3, slept: 0, left: 1 },
  { at: 3, reached: 2, slept: 0, left: 0 },
];

describe('the retention view', () => {
  it('draws the share still listening from the top of the box down, with the asleep and left bars', () => {
    const shape = curveShape({ points, plays: 4 }, 300, 100);
    expect(shape.line).toBe('M0 0 L100 0 L200 25 L300 50');
    expect(shape.slept).toEqual([{ x: 100, h: 30 }]);
    expect(shape.left).toEqual([{ x: 200, h: 30 }]);
    expect(curveShape({ points: [], plays: 0 }, 300, 100).line).toBe('');
  });

  it('says the half point and the shares in Korean', () => {
    expect(audienceTexts.retention.summary(192, 0.18, 0.4)).toBe(
      '절반이 3분 12초까지 들었어요, 잠든 비율 18%, 떠난 비율 40%',
    );
    expect(retentionRows({ points, plays: 4 }, 2)).toEqual([
      { at: 0, share: 1, slept: 1, left: 0 },
      { at: 2, share: 0.75, slept: 0, left: 1 },
    ]);
  });

  it('lists the last twelve Seoul months', () => {
    // 2026-12-31 20:00 UTC is already January in Seoul.
    const months = recentMonths(new Date('2026-12-31T20:00:00Z'), 3);
    expect(months).toEqual(['2027-01', '2026-12', '2026-11']);
  });
});
