import { lazy } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { HydrateLater } from './hydrate-later.tsx';

// The part a page hydrates later is a lazy component of its own chunk (here: resolved a moment later).
function Part({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}
const LazyPart = lazy(
  () => new Promise<{ default: typeof Part }>((resolve) => setTimeout(() => resolve({ default: Part }), 10)),
);

async function serverHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

describe('HydrateLater', () => {
  it.each(['load', 'idle'] as const)('renders the lazy part whole on the server (%s)', async (at) => {
    const html = await serverHtml(
      <main>
        <HydrateLater at={at}>
          <LazyPart label="구독하기" />
        </HydrateLater>
      </main>,
    );
    // In place, inside a box that takes no part in the layout, not a fallback streamed in later.
    expect(html).toMatch(
      /<main><div style="display:contents"><!--\$--><button type="button">구독하기<\/button>/,
    );
    expect(html).not.toContain('<template');
  });
});
