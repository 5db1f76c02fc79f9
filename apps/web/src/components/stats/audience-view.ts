import type { TRetention } from '@sogon/contract/schemas/audience';

export interface CurveShape {
  /** The share still listening, as an SVG path over a `width` × `height` box. */
  line: string;
  /** Where plays fell asleep and where they left: x positions and bar heights. */
  slept: { x: number; h: number }[];
  left: { x: number; h: number }[];
}

/** At most this many points drawn: a 3-hour episode's 1,080 buckets become 240 steps. */
const MAX_DRAWN = 240;

/**
 * The curve of a retention answer: the share of plays still listening (0..1 of `height`) along
 * the episode, and small bars of the plays that fell asleep / left in each drawn step.
 */
export function curveShape(
  retention: Pick<TRetention, 'points' | 'plays'>,
  width: number,
  height: number,
): CurveShape {
  const { points, plays } = retention;
  if (points.length === 0 || plays === 0) return { line: '', slept: [], left: [] };
  const step = Math.max(1, Math.ceil(points.length / MAX_DRAWN));
  const drawn = Math.ceil(points.length / step);
  const x = (index: number) => (drawn <= 1 ? 0 : (index / (drawn - 1)) * width);
  const y = (reached: number) => height - (reached / plays) * height;
  const parts: string[] = [];
  const slept: CurveShape['slept'] = [];
  const left: CurveShape['left'] = [];
  let peak = 1;
  const groups: { reached: number; slept: number; left: number }[] = [];
  for (let index = 0; index < points.length; index += step) {
    const slice = points.slice(index, index + step);
    const group = {
      reached: slice[0]!.reached,
      slept: slice.reduce((sum, point) => sum + point.slept, 0),
      left: slice.reduce((sum, point) => sum + point.left, 0),
    };
    peak = Math.max(peak, group.slept, group.left);
    groups.push(group);
  }
  groups.forEach((group, index) => {
    parts.push(`${index === 0 ? 'M' : 'L'}${round(x(index))} ${round(y(group.reached))}`);
  });
  const barHeight = height * 0.3;
  groups.forEach((group, index) => {
    if (group.slept > 0) slept.push({ x: round(x(index)), h: round((group.slept / peak) * barHeight) });
    if (group.left > 0) left.push({ x: round(x(index)), h: round((group.left / peak) * barHeight) });
  });
  return { line: parts.join(' '), slept, left };
}

const round = (value: number) => Math.round(value * 10) / 10;

/** Rows of the text table: every `every`-th bucket (at most about 24 rows), with shares. */
export function retentionRows(retention: Pick<TRetention, 'points' | 'plays'>, maxRows = 24) {
  const { points, plays } = retention;
  if (plays === 0) return [];
  const every = Math.max(1, Math.ceil(points.length / maxRows));
  const rows = [];
  for (let index = 0; index < points.length; index += every) {
    const slice = points.slice(index, index + every);
    rows.push({
      at: slice[0]!.at,
      share: slice[0]!.reached / plays,
      slept: slice.reduce((sum, point) => sum + point.slept, 0),
      left: slice.reduce((sum, point) => sum + point.left, 0),
    });
  }
  return rows;
}

/** The current Seoul month and the 11 before it, newest first, as YYYY-MM. */
export function recentMonths(now: Date, count = 12): string[] {
  const seoul = new Date(now.getTime() + 9 * 3_600_000);
  const months: string[] = [];
  for (let back = 0; back < count; back += 1) {
    const date = new Date(Date.UTC(seoul.getUTCFullYear(), seoul.getUTCMonth() - back, 1));
    months.push(`${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}
