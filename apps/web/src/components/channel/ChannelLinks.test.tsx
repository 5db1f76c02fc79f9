import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ChannelHandle, ChannelLinks } from './ChannelLinks.tsx';

const links = [
  { label: '유튜브', url: 'https://www.youtube.com/@sogon_gongbang' },
  { label: '인스타그램', url: 'https://www.instagram.com/sogon_gongbang' },
];

describe('the channel header', () => {
  it('shows the @handle and the links, opened apart from the site', () => {
    expect(renderToStaticMarkup(<ChannelHandle handle="audiotoon.gongbang" />)).toContain(
      '@audiotoon.gongbang',
    );
    const html = renderToStaticMarkup(<ChannelLinks channel={{ name: '오디오툰 공방', links }} />);
    expect(html).toMatch(/<ul[^>]*aria-label="오디오툰 공방 크리에이터 링크"/);
    expect(html).toContain(
      '<a href="https://www.youtube.com/@sogon_gongbang" target="_blank" rel="noopener noreferrer nofollow ugc">유튜브</a>',
    );
  });

  it('shows neither without a handle or links', () => {
    expect(renderToStaticMarkup(<ChannelHandle handle={null} />)).toBe('');
    expect(renderToStaticMarkup(<ChannelLinks channel={{ name: '채널', links: [] }} />)).toBe('');
  });
});
