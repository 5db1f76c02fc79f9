import { sitemapEntries, sitemapIds } from '@web/components/discovery/sitemap-data';
import type { MetadataRoute } from 'next';

/** Rendered per request from the API (never at build time, when the API is not running). */
export const dynamic = 'force-dynamic';

/** /sitemap/{id}.xml: one file per id range of GET /v1/contents/sitemap (robots.txt lists them all). */
export async function generateSitemaps() {
  return sitemapIds();
}

export default async function sitemap(props: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(Number(await props.id));
}
