import { describe, expect, it } from 'vitest';
import { BASE_URL } from './browser.ts';
import { sitemapPaths } from './lighthouse.ts';

// What a crawler finds: robots.txt names /sitemap.xml, an index of the per-range sitemap files.
describe('sitemap', () => {
  it('leads from robots.txt through the index to the public pages', async () => {
    const robots = await (await fetch(`${BASE_URL}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: \S+\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Disallow: \/mypage$/m);
    // A Host line, if any, takes a bare host name, never an address (issue 36).
    expect(robots).not.toMatch(/^Host:.*\/\//im);

    const index = await fetch(`${BASE_URL}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('application/xml');
    expect(await index.text()).toMatch(/<sitemapindex [^>]*>\s*<sitemap>\s*<loc>\S+\/sitemap\/0\.xml<\/loc>/);

    const paths = await sitemapPaths(BASE_URL);
    expect(paths).toContain('/');
    expect(paths).toContain('/new');
    expect(paths.some((path) => /^\/channel\/\d+$/.test(path))).toBe(true);
    expect(paths.some((path) => /^\/playlist\/\d+$/.test(path))).toBe(true);
    expect(paths.some((path) => /^\/playlist\/\d+\/\d+$/.test(path))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('answers 404 past the last file and for names that are not sitemap files', async () => {
    expect((await fetch(`${BASE_URL}/sitemap/999999.xml`)).status).toBe(404);
    expect((await fetch(`${BASE_URL}/sitemap/abc.xml`)).status).toBe(404);
  });
});
