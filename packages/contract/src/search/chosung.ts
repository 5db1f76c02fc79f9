/** The 19 initial consonants in Unicode syllable order, as compatibility jamo (what a keyboard types). */
export const CHOSUNG = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';

const FIRST_SYLLABLE = 0xac00; // 가
const LAST_SYLLABLE = 0xd7a3; // 힣
/** Syllables per initial consonant: 21 vowels × 28 finals. */
const PER_INITIAL = 21 * 28;

/**
 * 빗소리 → ㅂㅅㄹ: each precomposed Hangul syllable becomes its initial consonant, anything else
 * stays as it is. The SQL function hangul_chosung (migration 0007) is the same rule for the index.
 */
export function chosung(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    out +=
      code >= FIRST_SYLLABLE && code <= LAST_SYLLABLE
        ? CHOSUNG.charAt(Math.floor((code - FIRST_SYLLABLE) / PER_INITIAL))
        : char;
  }
  return out;
}

/** A keyword typed only as consonants (ㅂㅅㄹ, spaces allowed) is a 초성 search. */
export function isChosungQuery(keyword: string): boolean {
  return /^[\u3131-\u314e\s]+$/u.test(keyword) && /\S/u.test(keyword);
}
