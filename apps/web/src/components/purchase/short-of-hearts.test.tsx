import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '../modal/ConfirmDialog.tsx';
import { chargeHref, shortOfHeartsProps } from './short-of-hearts.ts';

describe('the short-of-hearts question', () => {
  it('offers 충전하기 and 취소, not a lone 확인', () => {
    const props = shortOfHeartsProps(
      { title: '하트가 부족해요', body: '필요한 하트 2개 · 보유 하트 0개' },
      () => {},
    );
    const html = renderToStaticMarkup(<ConfirmDialog {...props} close={() => {}} titleId="short" />);
    expect(html).toContain('<h2 id="short"');
    expect(html).toContain('하트가 부족해요');
    const buttons = [...html.matchAll(/<button[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);
    expect(buttons).toEqual(['취소', '충전하기']);
    expect(html).toContain('aria-label="하트"');
  });

  it('goes to /charge and back to the page that asked', () => {
    expect(chargeHref('/playlist/3/12')).toBe('/charge?returnTo=%2Fplaylist%2F3%2F12');
  });
});
