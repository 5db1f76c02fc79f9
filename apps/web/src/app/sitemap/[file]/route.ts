import { sitemapEntries } from '@web/components/discovery/sitemap-data';
import { urlsetXml, xmlResponse } from '@web/components/discovery/sitemap-xml';

export const dynamic = 'force-dynamic';

/** /sitemap/{n}.xml: the channels, playlists and episodes of one id range. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,6})\.xml$/.exec((await params).file);
  const entries = match ? await sitemapEntries(Number(match[1])) : null;
  if (!entries) return new Response('Not Found', { status: 404 });
  return xmlResponse(urlsetXml(entries));
}
