import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ScrollRegion } from './ScrollRegion.tsx';

describe('ScrollRegion', () => {
  it('is a named region the keyboard can reach, around its table', () => {
    const html = renderToStaticMarkup(
      <ScrollRegion label="일별 수익" className="wrap">
        <table />
      </ScrollRegion>,
    );
    expect(html).toBe('<section aria-label="일별 수익" tabindex="0" class="wrap"><table></table></section>');
  });

  it('passes an id and hidden on, for a table shown on demand', () => {
    const html = renderToStaticMarkup(
      <ScrollRegion label="표" id="t" hidden>
        <table />
      </ScrollRegion>,
    );
    expect(html).toMatch(/^<section aria-label="표" tabindex="0" id="t" hidden="">/);
  });
});
