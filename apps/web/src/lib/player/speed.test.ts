import { describe, expect, it } from 'vitest';
import { clampSpeed, SPEEDS, stepSpeed } from './speed.ts';

describe('speed steps', () => {
  it('runs from 0.5× to 2×', () => {
    expect(SPEEDS[0]).toBe(0.5);
    expect(SPEEDS.at(-1)).toBe(2);
  });

  it('moves one step at a time and stops at the ends', () => {
    expect(stepSpeed(1, 1)).toBe(1.25);
    expect(stepSpeed(1, -1)).toBe(0.75);
    expect(stepSpeed(2, 1)).toBe(2);
    expect(stepSpeed(0.5, -1)).toBe(0.5);
  });

  it('snaps an off-step speed to the neighbouring step', () => {
    expect(stepSpeed(1.1, 1)).toBe(1.25);
    expect(stepSpeed(1.1, -1)).toBe(1);
  });

  it('clamps stored speeds into range', () => {
    expect(clampSpeed(4)).toBe(2);
    expect(clampSpeed(0.1)).toBe(0.5);
    expect(clampSpeed(Number.NaN)).toBe(1);
  });
});
