/** One URL of a sitemap file (the fields crawlers read; see sitemaps.org). */
export interface SitemapEntry {
  url: string;
  lastModified?: string | Date;
  changeFrequency?: 'always' | 'hourly' | 'daily' | 'weekly' | 'monthly' | 'yearly' | 'never';
  priority?: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

function isoDate(value: string | Date): string {
  return (typeof value === 'string' ? new Date(value) : value).toISOString();
}

/** A `<urlset>` file of pages. */
export function urlsetXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const fields = [`<loc>${escapeXml(entry.url)}</loc>`];
    if (entry.lastModified !== undefined) fields.push(`<lastmod>${isoDate(entry.lastModified)}</lastmod>`);
    if (entry.changeFrequency) fields.push(`<changefreq>${entry.changeFrequency}</changefreq>`);
    if (entry.priority !== undefined) fields.push(`<priority>${entry.priority.toFixed(1)}</priority>`);
    return `<url>\n${fields.join('\n')}\n</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** A `<sitemapindex>` naming the sitemap files. */
export function sitemapIndexXml(locations: readonly string[]): string {
  const items = locations.map((loc) => `<sitemap>\n<loc>${escapeXml(loc)}</loc>\n</sitemap>`);
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}

export function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      // Crawlers come back often; the catalog moves by the hour at most.
      'cache-control': 'public, max-age=600',
    },
  });
}
