import { discoveryTexts as text } from '@sogon/contract/messages/discovery';
import type { TPlaylistCursorPage } from '@sogon/contract/schemas/discovery';
import { CursorPager } from '@web/components/discovery/CursorPager';
import styles from '@web/components/discovery/Discovery.module.css';
import { ListingEmpty, ListingGrid } from '@web/components/discovery/ListingGrid';
import { cursorFrom, cursorHref, loadVideoPage } from '@web/components/discovery/listing-data';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import { pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';

export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<{
    id?: string | string[];
    lastCursor?: string | string[];
    lastId?: string | string[];
  }>;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const params = await props.searchParams;
  const cursor = cursorFrom(params.lastCursor, params.lastId);
  const metadata = pageMetadata({
    title: text.videoTitle,
    description: text.videoDescription,
    path: cursorHref('/video', cursor === 'invalid' ? null : cursor),
  });
  // Later pages start at a moment in the catalog: crawlers follow them, and index the first.
  return cursor ? { ...metadata, robots: { index: false, follow: true } } : metadata;
}

/**
 * The video content page (spec section 2: /video): every video playlist, newest first, a keyset
 * page at a time (GET /v2/playlistCursor?type=video). `/video?id=123`, the spec's query-style
 * link to one video, goes to `/video/123`.
 */
export default async function VideoIndexPage(props: Props) {
  const params = await props.searchParams;
  const id = Array.isArray(params.id) ? params.id[0] : params.id;
  if (id && /^\d{1,15}$/.test(id)) redirect(`/video/${id}`);
  const cursor = cursorFrom(params.lastCursor, params.lastId);
  if (cursor === 'invalid') notFound();
  let listing: TPlaylistCursorPage | null;
  try {
    listing = await loadVideoPage(cursor);
  } catch {
    return <ErrorScreen />;
  }
  if (!listing || (cursor && listing.items.length === 0)) notFound();
  const next =
    listing.lastCursor !== null && listing.lastId !== null
      ? { lastCursor: listing.lastCursor, lastId: listing.lastId }
      : null;
  return (
    <div className="container">
      <header className={styles.head}>
        <h1 className={styles.title}>{text.videoTitle}</h1>
        <p className={styles.lead}>{text.videoDescription}</p>
      </header>
      {listing.items.length === 0 ? <ListingEmpty /> : <ListingGrid items={listing.items} />}
      <CursorPager firstHref={cursor ? '/video' : null} nextHref={next ? cursorHref('/video', next) : null} />
    </div>
  );
}
