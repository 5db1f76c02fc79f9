import { discoveryTexts as text } from '@sogon/contract/messages/discovery';
import type { TPlaylistPage } from '@sogon/contract/schemas/discovery';
import styles from '@web/components/discovery/Discovery.module.css';
import { ListingEmpty, ListingGrid } from '@web/components/discovery/ListingGrid';
import { loadNewPage, NEW_PAGE_SIZE, pageFrom, pageHref } from '@web/components/discovery/listing-data';
import { Pager } from '@web/components/discovery/Pager';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import { pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<{ page?: string | string[] }>;
}

async function readPage(props: Props): Promise<number | null> {
  return pageFrom((await props.searchParams).page, NEW_PAGE_SIZE);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const page = (await readPage(props)) ?? 1;
  return pageMetadata({
    title: text.pageTitle(text.newTitle, page),
    description: text.newDescription,
    path: pageHref('/new', page),
  });
}

/** 새로 나온: the newest playlists, page by page. */
export default async function NewPage(props: Props) {
  const page = await readPage(props);
  if (page === null) notFound();
  let listing: TPlaylistPage;
  try {
    listing = await loadNewPage(page);
  } catch {
    return <ErrorScreen />;
  }
  if (page > 1 && listing.items.length === 0) notFound();
  return (
    <div className="container">
      <header className={styles.head}>
        <h1 className={styles.title}>{text.pageTitle(text.newTitle, page)}</h1>
        <p className={styles.lead}>{text.newDescription}</p>
      </header>
      {listing.items.length === 0 ? <ListingEmpty /> : <ListingGrid items={listing.items} />}
      <Pager page={page} hasMore={listing.hasMore} href={(target) => pageHref('/new', target)} />
    </div>
  );
}
