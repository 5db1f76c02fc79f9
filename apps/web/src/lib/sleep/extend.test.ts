import { describe, expect, it } from 'vitest';
import { isFreshMark } from './extend.ts';
import { WAKE_WINDOW_MS } from './wake.ts';

describe('a mark of the fade just now', () => {
  it('is fresh within the wake window, not before it nor from the future', () => {
    const now = 10 * WAKE_WINDOW_MS;
    expect(isFreshMark({ at: now - 60_000 }, now)).toBe(true);
    expect(isFreshMark({ at: now - WAKE_WINDOW_MS }, now)).toBe(true);
    expect(isFreshMark({ at: now - WAKE_WINDOW_MS - 1 }, now)).toBe(false);
    expect(isFreshMark({ at: now + 1 }, now)).toBe(false);
  });
});
