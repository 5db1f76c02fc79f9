import type { ByteRange } from './types.ts';

/** A range that starts at or past the end of the object: an HTTP 416, with `bytes *\/size`. */
export class RangeNotSatisfiableError extends Error {
  constructor(
    readonly key: string,
    readonly size: number,
  ) {
    super(`Range not satisfiable for storage key ${JSON.stringify(key)} of ${size} bytes`);
    this.name = 'RangeNotSatisfiableError';
  }
}

export function assertValidRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || start < 0) throw new Error(`Invalid range start: ${start}`);
  if (end !== undefined && (!Number.isSafeInteger(end) || end < start)) {
    throw new Error(`Invalid range end: ${end} (start ${start})`);
  }
}

/** The inclusive range within an object of `size` bytes, the end clamped to the last byte. */
export function clampRange(key: string, range: ByteRange, size: number): { start: number; end: number } {
  if (range.start >= size) throw new RangeNotSatisfiableError(key, size);
  return { start: range.start, end: Math.min(range.end ?? size - 1, size - 1) };
}
