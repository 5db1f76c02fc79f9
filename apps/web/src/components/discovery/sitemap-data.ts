import { createApiClient } from '@sogon/contract/api-client';
import { CATEGORY } from '@sogon/contract/categories';
import { typedApi } from '@sogon/contract/routes/client';
import { internalApiOrigin } from '@web/lib/api/server';
import { siteUrl } from '@web/lib/metadata';
import type { SitemapEntry } from './sitemap-xml.ts';

/** Anonymous on purpose: a sitemap lists what any visitor may see (the API leaves 19+ out anyway). */
function visitorApi() {
  return typedApi(createApiClient({ baseUrl: internalApiOrigin(), headers: () => ({ cookies: {} }) }));
}

/** Sitemap ids 0 … pages-1, one per id range of the API; just 0 while the API cannot say (a build). */
export async function sitemapIds(): Promise<Array<{ id: number }>> {
  try {
    const first = await visitorApi().feeds.sitemap({ query: { page: 0 } });
    return Array.from({ length: Math.max(1, first.pages) }, (_, id) => ({ id }));
  } catch {
    return [{ id: 0 }];
  }
}

export function sitemapUrl(id: number): string {
  return new URL(`/sitemap/${id}.xml`, siteUrl()).toString();
}

/** The listing pages every sitemap set starts with (in sitemap 0). */
function fixedEntries(url: (path: string) => string): SitemapEntry[] {
  return [
    { url: url('/'), changeFrequency: 'hourly', priority: 1 },
    { url: url('/new'), changeFrequency: 'hourly', priority: 0.8 },
    { url: url('/category'), changeFrequency: 'daily', priority: 0.6 },
    { url: url('/top100'), changeFrequency: 'hourly', priority: 0.6 },
    { url: url('/realtime'), changeFrequency: 'hourly', priority: 0.5 },
    { url: url('/event'), changeFrequency: 'daily', priority: 0.5 },
    ...Object.values(CATEGORY).map((id) => ({
      url: url(`/category/${id}`),
      changeFrequency: 'daily' as const,
      priority: 0.6,
    })),
  ];
}

/**
 * One sitemap: the channels, playlists and episodes of one id range (null past the last range). Video episodes live at /video/{id},
 * the others inside their playlist. A failing API fails the sitemap (better than an empty one,
 * which would tell crawlers the pages are gone).
 */
export async function sitemapEntries(page: number): Promise<SitemapEntry[] | null> {
  const base = siteUrl();
  const url = (path: string) => new URL(path, base).toString();
  const data = await visitorApi().feeds.sitemap({ query: { page } });
  if (page > 0 && page >= data.pages) return null;
  return [
    ...(page === 0 ? fixedEntries(url) : []),
    ...data.channels.map((channel) => ({
      url: url(`/channel/${channel.id}`),
      lastModified: channel.updatedAt,
    })),
    ...data.playlists.map((playlist) => ({
      url: url(`/playlist/${playlist.id}`),
      lastModified: playlist.updatedAt,
    })),
    ...data.contents.map((content) => ({
      url: url(
        content.mediaType === 'video'
          ? `/video/${content.id}`
          : `/playlist/${content.playlistId}/${content.id}`,
      ),
      lastModified: content.updatedAt,
    })),
  ];
}
