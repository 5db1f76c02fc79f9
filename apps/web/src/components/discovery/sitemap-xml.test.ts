import { describe, expect, it } from 'vitest';
import { escapeXml, sitemapIndexXml, urlsetXml } from './sitemap-xml.ts';

describe('sitemap XML', () => {
  it('writes a urlset with the fields it was given, escaped', () => {
    const xml = urlsetXml([
      { url: 'https://sogon.kr/', changeFrequency: 'hourly', priority: 1 },
      { url: 'https://sogon.kr/search?keyword=a&b', lastModified: '2026-11-20T03:04:05Z' },
    ]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url>\n<loc>https://sogon.kr/</loc>\n<changefreq>hourly</changefreq>\n<priority>1.0</priority>\n</url>\n' +
        '<url>\n<loc>https://sogon.kr/search?keyword=a&amp;b</loc>\n<lastmod>2026-11-20T03:04:05.000Z</lastmod>\n</url>\n' +
        '</urlset>\n',
    );
  });

  it('writes an index of sitemap files', () => {
    expect(sitemapIndexXml(['https://sogon.kr/sitemap/0.xml', 'https://sogon.kr/sitemap/1.xml'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap>\n<loc>https://sogon.kr/sitemap/0.xml</loc>\n</sitemap>\n' +
        '<sitemap>\n<loc>https://sogon.kr/sitemap/1.xml</loc>\n</sitemap>\n' +
        '</sitemapindex>\n',
    );
  });

  it('escapes every XML special character', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
