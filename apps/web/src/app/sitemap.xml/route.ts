import { sitemapIds, sitemapUrl } from '@web/components/discovery/sitemap-data';
import { sitemapIndexXml, xmlResponse } from '@web/components/discovery/sitemap-xml';

/** Rendered per request: the list of files follows the catalog. */
export const dynamic = 'force-dynamic';

/** /sitemap.xml: the index of the sitemap files, one per id range of the catalog. */
export async function GET(): Promise<Response> {
  const ids = await sitemapIds();
  return xmlResponse(sitemapIndexXml(ids.map(({ id }) => sitemapUrl(id))));
}
