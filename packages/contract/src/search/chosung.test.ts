import { describe, expect, it } from 'vitest';
import { chosung, isChosungQuery } from './chosung.ts';

describe('chosung', () => {
  it('maps each syllable to its initial consonant', () => {
    expect(chosung('빗소리')).toBe('ㅂㅅㄹ');
    expect(chosung('까치 따라 빠르게 싸우자 짜장')).toBe('ㄲㅊ ㄸㄹ ㅃㄹㄱ ㅆㅇㅈ ㅉㅈ');
  });

  it('covers the first and last syllables', () => {
    expect(chosung('가힣')).toBe('ㄱㅎ');
  });

  it('keeps everything that is not a precomposed syllable', () => {
    expect(chosung('한밤의 빗소리 ASMR #1')).toBe('ㅎㅂㅇ ㅂㅅㄹ ASMR #1');
    expect(chosung('ㅋㅋ rain 🌧')).toBe('ㅋㅋ rain 🌧');
    expect(chosung('')).toBe('');
  });
});

describe('isChosungQuery', () => {
  it('is true only for consonant-only keywords', () => {
    expect(isChosungQuery('ㅂㅅㄹ')).toBe(true);
    expect(isChosungQuery('ㅎㅂ ㅂㅅㄹ')).toBe(true);
    expect(isChosungQuery('빗소리')).toBe(false);
    expect(isChosungQuery('ㅂ소리')).toBe(false);
    expect(isChosungQuery('rain')).toBe(false);
    expect(isChosungQuery('  ')).toBe(false);
  });
});
