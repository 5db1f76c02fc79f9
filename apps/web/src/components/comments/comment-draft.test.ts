import { describe, expect, it } from 'vitest';
import { draftFor } from './comment-draft.ts';

describe('draftFor (the Idempotency-Key of a comment being sent)', () => {
  let counter = 0;
  const newKey = () => `key-${++counter}`;

  it('gives a first try a fresh key', () => {
    expect(draftFor(null, '안녕하세요', () => 'fresh')).toEqual({ text: '안녕하세요', key: 'fresh' });
  });

  it('keeps the key when the same text is sent again after a failure', () => {
    const first = draftFor(null, '안녕하세요', newKey);
    expect(draftFor(first, '안녕하세요', newKey).key).toBe(first.key);
  });

  it('takes a new key once the text changed', () => {
    const first = draftFor(null, '안녕하세요', newKey);
    const second = draftFor(first, '안녕하세요!', newKey);
    expect(second.key).not.toBe(first.key);
    expect(second.text).toBe('안녕하세요!');
  });
});
