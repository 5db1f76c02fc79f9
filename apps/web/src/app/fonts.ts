import localFont from 'next/font/local';

/** Pretendard from the npm package, KS X 1001 subset (all common Hangul), self-hosted. */
export const pretendard = localFont({
  src: [
    {
      path: '../../../../node_modules/pretendard/dist/web/static/woff2-subset/Pretendard-Regular.subset.woff2',
      weight: '400',
    },
    {
      path: '../../../../node_modules/pretendard/dist/web/static/woff2-subset/Pretendard-Bold.subset.woff2',
      weight: '700',
    },
  ],
  display: 'swap',
  variable: '--font-pretendard',
  fallback: ['Nanum Gothic', 'system-ui', 'sans-serif'],
});
