import { discoveryTexts as text } from '@sogon/contract/messages/discovery';
import { CATEGORY_PAGE_SIZE, type TCategoryPage } from '@sogon/contract/schemas/discovery';
import styles from '@web/components/discovery/Discovery.module.css';
import { ListingEmpty, ListingGrid } from '@web/components/discovery/ListingGrid';
import { categoryIdFrom, loadCategoryPage, pageFrom, pageHref } from '@web/components/discovery/listing-data';
import { Pager } from '@web/components/discovery/Pager';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import { pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ page?: string | string[] }>;
}

async function readRoute(props: Props): Promise<{ id: number; page: number } | null> {
  const [{ id: rawId }, { page: rawPage }] = await Promise.all([props.params, props.searchParams]);
  const id = categoryIdFrom(rawId);
  const page = pageFrom(rawPage, CATEGORY_PAGE_SIZE);
  return id !== null && page !== null ? { id, page } : null;
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const route = await readRoute(props);
  if (!route) return {};
  let listing: TCategoryPage | null;
  try {
    listing = await loadCategoryPage(route.id, route.page);
  } catch {
    return {};
  }
  if (!listing) return {};
  const name = listing.category.title;
  return pageMetadata({
    title: text.pageTitle(name, route.page),
    description: text.categoryDescription(name),
    image: listing.items.find((item) => item.coverImg && !item.isAdult)?.coverImg,
    path: pageHref(`/category/${route.id}`, route.page),
  });
}

/** A category of spec section 3 as a paged listing: curated order first, then the newest. */
export default async function CategoryPage(props: Props) {
  const route = await readRoute(props);
  if (!route) notFound();
  let listing: TCategoryPage | null;
  try {
    listing = await loadCategoryPage(route.id, route.page);
  } catch {
    return <ErrorScreen />;
  }
  if (!listing) notFound();
  const pageCount = Math.max(1, Math.ceil(listing.total / listing.offset));
  // A page past the end would be an endless supply of empty pages to crawl.
  if (route.page > pageCount) notFound();
  const path = `/category/${route.id}`;
  return (
    <div className="container">
      <header className={styles.head}>
        <h1 className={styles.title}>{text.pageTitle(listing.category.title, route.page)}</h1>
        {listing.total > 0 ? <span className={styles.count}>{text.count(listing.total)}</span> : null}
      </header>
      {listing.items.length === 0 ? <ListingEmpty /> : <ListingGrid items={listing.items} />}
      <Pager
        page={route.page}
        pageCount={pageCount}
        hasMore={route.page < pageCount}
        href={(page) => pageHref(path, page)}
      />
    </div>
  );
}
