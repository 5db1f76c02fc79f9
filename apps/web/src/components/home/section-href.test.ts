import { describe, expect, it } from 'vitest';
import { sectionHref } from './section-href.ts';

describe("a home section's 더보기", () => {
  it('leads a category shelf to its category page', () => {
    expect(sectionHref({ id: 7, code: 'hot' })).toBe('/category/7');
    expect(sectionHref({ id: 22, code: 'new' })).toBe('/category/22');
  });

  it('leads the shelf of followed channels to the channels followed', () => {
    expect(sectionHref({ id: 0, code: 'follow' })).toBe('/mypage/following');
  });
});
