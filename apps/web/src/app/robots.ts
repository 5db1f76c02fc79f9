import type { MetadataRoute } from 'next';
import { siteUrl } from '../lib/metadata.ts';

/** Rendered per request: SITE_URL is read at run time. */
export const dynamic = 'force-dynamic';

/** Pages of a member's own, of creators' tools, of payment and verification flows stay out of indexes. */
const PRIVATE_PATHS = ['/mypage', '/studio', '/api', '/auth', '/pg', '/dev'];

/**
 * No `Host` line: it was Yandex's alone, took a bare host name, and is no longer read by anyone;
 * the preferred origin is said by each page's canonical link and by the sitemap's addresses.
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: PRIVATE_PATHS },
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
  };
}
