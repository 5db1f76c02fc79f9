import { purchaseTexts } from '@sogon/contract/messages/purchases';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GoneNotice } from './GoneNotice.tsx';

describe('the notice on a held episode that is on no shelf', () => {
  it('says a deleted episode plays only for those who bought it', () => {
    const html = renderToStaticMarkup(<GoneNotice reason="deleted" />);
    expect(html).toContain(purchaseTexts.deletedNotice);
    expect(html).toContain('삭제된 에피소드예요. 구매하신 분만 들을 수 있어요.');
  });

  it('says an archived playlist is no longer sold', () => {
    expect(renderToStaticMarkup(<GoneNotice reason="archived" />)).toContain(purchaseTexts.archivedNotice);
  });

  it('says nothing about an episode still on the shelves', () => {
    expect(renderToStaticMarkup(<GoneNotice reason={null} />)).toBe('');
  });
});
