import { describe, expect, it } from 'vitest';
import { coverSvg, escapeXml } from './covers.ts';

/** Minimal well-formedness check: balanced tags, quoted attributes, no stray `<` or `&`. */
function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    const text = svg.slice(last, m.index);
    expect(text).not.toMatch(/[<>]/);
    expect(text).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
    last = tag.lastIndex;
    const [, closing, name, , selfClosing] = m;
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name ?? '');
  }
  expect(svg.slice(last)).toBe('');
  expect(stack).toEqual([]);
}

describe('coverSvg', () => {
  it('is deterministic per seed and differs between seeds', () => {
    expect(coverSvg('rain-1')).toBe(coverSvg('rain-1'));
    expect(coverSvg('rain-1')).not.toBe(coverSvg('rain-2'));
  });

  it('produces a well-formed SVG of the requested size without text by default', () => {
    const svg = coverSvg('hello', { width: 1200, height: 630 });
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630"')).toBe(true);
    expect(svg).toContain('viewBox="0 0 1200 630"');
    expect(svg).toContain('<linearGradient');
    expect(svg).toContain('<circle');
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
    assertWellFormed(svg);
  });

  it('defaults to 600×600', () => {
    expect(coverSvg('x')).toContain('viewBox="0 0 600 600"');
  });

  it('renders and escapes a title in a Korean-capable font', () => {
    const svg = coverSvg('seed', { title: '비 오는 <밤> & "소곤"', width: 1200, height: 630 });
    expect(svg).toContain('<text');
    expect(svg).toContain('font-family="Pretendard, &apos;Nanum Gothic&apos;, sans-serif"');
    expect(svg).toContain('비 오는 &lt;밤&gt; &amp; &quot;소곤&quot;');
    expect(svg).not.toContain('<밤>');
    assertWellFormed(svg);
  });

  it('wraps long titles onto at most three lines', () => {
    const svg = coverSvg('seed', { title: '아주 긴 제목 '.repeat(20) });
    const lines = svg.match(/<tspan/g) ?? [];
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(svg).toContain('…');
    assertWellFormed(svg);
  });

  it('ignores a blank title', () => {
    expect(coverSvg('seed', { title: '   ' })).toBe(coverSvg('seed'));
  });

  it('uses seed-specific ids so several covers can live on one page', () => {
    const ids = (svg: string) => [...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    const a = ids(coverSvg('a'));
    const b = ids(coverSvg('b'));
    expect(a.length).toBeGreaterThan(0);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
  });

  it('rejects bad sizes', () => {
    expect(() => coverSvg('x', { width: 0 })).toThrow(RangeError);
    expect(() => coverSvg('x', { height: Number.NaN })).toThrow(RangeError);
  });
});

describe('escapeXml', () => {
  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });
});
