import { sitemapIds, sitemapUrl } from '@web/components/discovery/sitemap-data';
import { siteUrl } from '@web/lib/metadata';
import type { MetadataRoute } from 'next';

/** Rendered per request: the sitemap list follows the catalog, and SITE_URL is read at run time. */
export const dynamic = 'force-dynamic';

/** Pages of a member's own, of creators' tools, of payment and verification flows stay out of indexes. */
const PRIVATE_PATHS = ['/mypage', '/studio', '/api', '/auth', '/pg', '/dev'];

export default async function robots(): Promise<MetadataRoute.Robots> {
  const ids = await sitemapIds();
  return {
    rules: { userAgent: '*', allow: '/', disallow: PRIVATE_PATHS },
    sitemap: ids.map(({ id }) => sitemapUrl(id)),
    host: siteUrl().origin,
  };
}
