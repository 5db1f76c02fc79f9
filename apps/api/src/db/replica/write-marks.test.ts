import { describe, expect, it } from 'vitest';
import { createMemoryWriteMarks } from './write-marks.ts';

describe('write marks in memory', () => {
  it('remembers a member’s last write position for the time to live, then forgets it', async () => {
    let now = 1_000;
    const marks = createMemoryWriteMarks({ ttlMs: 60_000, now: () => now });
    expect(await marks.get(7)).toBeNull();
    await marks.mark(7, '0/3000060');
    expect(await marks.get(7)).toBe('0/3000060');
    expect(await marks.get(8)).toBeNull();
    now += 59_999;
    expect(await marks.get(7)).toBe('0/3000060');
    now += 1;
    expect(await marks.get(7)).toBeNull();
    expect(marks.size()).toBe(0);
  });

  it('never moves a mark back, and a later write extends its life', async () => {
    let now = 0;
    const marks = createMemoryWriteMarks({ ttlMs: 1_000, now: () => now });
    await marks.mark(1, '1/10');
    // A slower request of the same member reports an earlier position after it.
    await marks.mark(1, '0/FFFFFF00');
    expect(await marks.get(1)).toBe('1/10');
    now = 900;
    await marks.mark(1, '1/20');
    now = 1_800;
    expect(await marks.get(1)).toBe('1/20');
  });

  it('lets an expired mark be replaced by a lower one', async () => {
    let now = 0;
    const marks = createMemoryWriteMarks({ ttlMs: 1_000, now: () => now });
    await marks.mark(1, '1/10');
    now = 2_000;
    await marks.mark(1, '0/20');
    expect(await marks.get(1)).toBe('0/20');
  });
});
