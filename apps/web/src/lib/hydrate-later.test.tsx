import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { hydratedLater } from './hydrate-later.tsx';

// The part a page hydrates later is a component of its own chunk (here: loaded a moment later).
function Part({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}
const later = () => new Promise<typeof Part>((resolve) => setTimeout(() => resolve(Part), 10));
const LaterAtLoad = hydratedLater(later, 'load');
const LaterAtIdle = hydratedLater(later, 'idle');

// A part whose markup is flow content (a board, a subscription box).
function Panel({ label }: { label: string }) {
  return (
    <section>
      <p>{label}</p>
    </section>
  );
}
const BlockLater = hydratedLater(
  () => new Promise<typeof Panel>((resolve) => setTimeout(() => resolve(Panel), 10)),
  'idle',
  'block',
);

async function serverHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

describe('hydratedLater', () => {
  it.each([
    ['load', LaterAtLoad],
    ['idle', LaterAtIdle],
  ])('renders the part whole on the server (%s)', async (_at, Later) => {
    const html = await serverHtml(
      <main>
        <Later label="구독하기" />
      </main>,
    );
    // In place, inside a box that takes no part in the layout, not a fallback streamed in later.
    expect(html).toMatch(
      /<main><span style="display:contents"><!--\$--><button type="button">구독하기<\/button>/,
    );
    expect(html).not.toContain('<template');
  });

  it('can sit in a paragraph: its box is phrasing content, so the browser keeps the DOM React hydrates', async () => {
    const html = await serverHtml(
      <p>
        채널 이름
        <LaterAtIdle label="구독 중" />
      </p>,
    );
    // A <div> here would make the HTML parser close the paragraph (React error 418 on hydration).
    expect(html).not.toContain('<div');
    expect(html).toContain('<button type="button">구독 중</button><!--/$--></span></p>');
  });

  it('holds a block part in a div: a span may hold phrasing content only', async () => {
    const html = await serverHtml(
      <main>
        <BlockLater label="게시판" />
      </main>,
    );
    expect(html).toMatch(/<main><div style="display:contents"><!--\$--><section><p>게시판<\/p><\/section>/);
    expect(html).not.toContain('<span');
  });
});
