import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CreatorLinks } from './CreatorLinks.tsx';

const texts = { studio: '크리에이터 스튜디오', stats: '채널 통계', apply: '크리에이터 신청' };
const links = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((match) => [match[1], match[2]]);

describe('the creator links of 마이페이지', () => {
  it('leads a member who runs a channel to the studio and its statistics', () => {
    expect(links(renderToStaticMarkup(<CreatorLinks runsChannel texts={texts} />))).toEqual([
      ['/studio', '크리에이터 스튜디오'],
      ['/studio/stats', '채널 통계'],
    ]);
  });

  it('offers a member without a channel only 크리에이터 신청, to the studio', () => {
    expect(links(renderToStaticMarkup(<CreatorLinks runsChannel={false} texts={texts} />))).toEqual([
      ['/studio', '크리에이터 신청'],
    ]);
  });

  it('shows nothing while it is not known', () => {
    expect(renderToStaticMarkup(<CreatorLinks runsChannel={undefined} texts={texts} />)).toBe('');
  });
});
