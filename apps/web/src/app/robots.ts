import { siteUrl } from '@web/lib/metadata';
import type { MetadataRoute } from 'next';

/** Rendered per request: SITE_URL is read at run time. */
export const dynamic = 'force-dynamic';

/** Pages of a member's own, of creators' tools, of payment and verification flows stay out of indexes. */
const PRIVATE_PATHS = ['/mypage', '/studio', '/api', '/auth', '/pg', '/dev'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: PRIVATE_PATHS },
    sitemap: new URL('/sitemap.xml', siteUrl()).toString(),
    host: siteUrl().origin,
  };
}
