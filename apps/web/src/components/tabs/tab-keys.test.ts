import { describe, expect, it } from 'vitest';
import { tabAfterKey } from './tab-keys.ts';

describe('tab keys', () => {
  it('steps with the arrows and wraps at the ends', () => {
    expect(tabAfterKey('ArrowRight', 0, 3)).toBe(1);
    expect(tabAfterKey('ArrowRight', 2, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 1, 3)).toBe(0);
    expect(tabAfterKey('ArrowLeft', 0, 3)).toBe(2);
  });

  it('jumps to the first and last with Home and End', () => {
    expect(tabAfterKey('Home', 2, 3)).toBe(0);
    expect(tabAfterKey('End', 0, 3)).toBe(2);
  });

  it('leaves every other key alone', () => {
    expect(tabAfterKey('ArrowDown', 1, 3)).toBeNull();
    expect(tabAfterKey('Enter', 1, 3)).toBeNull();
  });
});
