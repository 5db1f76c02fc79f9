import { createRef } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MiniThumb } from './MiniThumb.tsx';

describe('MiniThumb', () => {
  it('shows a video episode’s cover under the layer its <video> moves into, never an empty box', () => {
    const html = renderToStaticMarkup(<MiniThumb cover="/covers/7.webp" video slotRef={createRef()} />);
    expect(html).toMatch(/<img src="\/covers\/7\.webp" alt=""[^>]*>/);
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('data-video-slot="mini"'));
  });

  it('shows an audio episode’s cover too', () => {
    const html = renderToStaticMarkup(
      <MiniThumb cover="/covers/3.webp" video={false} slotRef={createRef()} />,
    );
    expect(html).toMatch(/<img src="\/covers\/3\.webp"/);
  });

  it('leaves the picture out while no cover is known yet', () => {
    const html = renderToStaticMarkup(<MiniThumb cover={undefined} video slotRef={createRef()} />);
    expect(html).not.toContain('<img');
  });
});
