export const SPEEDS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const MIN_SPEED = SPEEDS[0];
export const MAX_SPEED = SPEEDS[SPEEDS.length - 1]!;

/** The next speed up (+1) or down (-1) from `current`, which need not be one of the steps. */
export function stepSpeed(current: number, direction: 1 | -1): number {
  if (direction > 0) return SPEEDS.find((speed) => speed > current + 1e-6) ?? MAX_SPEED;
  return [...SPEEDS].reverse().find((speed) => speed < current - 1e-6) ?? MIN_SPEED;
}

export function clampSpeed(rate: number): number {
  if (!Number.isFinite(rate)) return 1;
  return Math.min(MAX_SPEED, Math.max(MIN_SPEED, rate));
}
