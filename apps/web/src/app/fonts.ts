import localFont from 'next/font/local';
import './fonts/pretendard-rare.css';

/**
 * Pretendard's common part (ADR 017): Latin and the ~1,000 most frequent Hangul syllables, about
 * 90 kB a weight, preloaded. Rarer characters come from the "Pretendard Rare" family of
 * pretendard-rare.css, cut into small slices of which the browser fetches only those some text
 * needs.
 */
export const pretendard = localFont({
  src: [
    { path: './fonts/pretendard-400-common.woff2', weight: '400' },
    { path: './fonts/pretendard-700-common.woff2', weight: '700' },
  ],
  display: 'swap',
  variable: '--font-pretendard',
  fallback: [
    'Pretendard Rare',
    'Apple SD Gothic Neo',
    'Noto Sans KR',
    'Malgun Gothic',
    'Nanum Gothic',
    'sans-serif',
  ],
});
