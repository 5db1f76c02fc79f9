import { searchTexts as text } from '@sogon/contract/messages/search';
import {
  SEARCH_SORTS,
  type TPopularKeyword,
  type TSearchPage,
  type TSearchSort,
  ZSearchKeyword,
} from '@sogon/contract/schemas/search';
import { ErrorScreen } from '@web/components/error/ErrorScreen';
import { PopularSearches } from '@web/components/search/PopularSearches';
import { RecentSearches } from '@web/components/search/RecentSearches';
import { RememberSearch } from '@web/components/search/RememberSearch';
import styles from '@web/components/search/Search.module.css';
import { SearchBox } from '@web/components/search/SearchBox';
import { SearchResults } from '@web/components/search/SearchResults';
import { searchHref } from '@web/components/search/search-href';
import { serverApi } from '@web/lib/api/server';
import { pageMetadata } from '@web/lib/metadata';
import type { Metadata } from 'next';
import Link from 'next/link';

export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<{ keyword?: string | string[]; sort?: string | string[] }>;
}

async function readQuery(props: Props): Promise<{ keyword: string | null; sort: TSearchSort }> {
  const params = await props.searchParams;
  const raw = Array.isArray(params.keyword) ? params.keyword[0] : params.keyword;
  const parsed = ZSearchKeyword.safeParse(raw ?? '');
  const sortParam = Array.isArray(params.sort) ? params.sort[0] : params.sort;
  const sort = SEARCH_SORTS.find((candidate) => candidate === sortParam) ?? 'relevance';
  return { keyword: parsed.success ? parsed.data : null, sort };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { keyword } = await readQuery(props);
  const metadata = pageMetadata({
    title: keyword ? text.pageTitle(keyword) : text.title,
    description: keyword ? text.descriptionFor(keyword) : text.description,
    path: keyword ? searchHref(keyword) : '/search',
  });
  // Result pages are endless variations of the catalog: useful to people, noise to crawlers.
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function SearchPage(props: Props) {
  const { keyword, sort } = await readQuery(props);
  const api = await serverApi();
  let firstPage: TSearchPage | null = null;
  // 인기 검색어 are a side dish of the empty page: without them it still shows.
  let popular: TPopularKeyword[] = [];
  if (keyword) {
    try {
      firstPage = await api.search.results({ query: { keyword, sort } });
    } catch {
      return <ErrorScreen />;
    }
  } else {
    popular = await api.search.popular().catch((): TPopularKeyword[] => []);
  }
  return (
    <div className="container">
      <div className={styles.head}>
        <h1>{keyword ? text.pageTitle(keyword) : text.title}</h1>
        <SearchBox initialKeyword={keyword ?? ''} />
        {keyword ? (
          <ul className={styles.sorts} aria-label={text.sortLabel}>
            {SEARCH_SORTS.map((option) => (
              <li key={option}>
                <Link
                  href={`${searchHref(keyword)}&sort=${option}`}
                  className={styles.sort}
                  aria-current={option === sort ? 'true' : undefined}
                >
                  {text.sorts[option]}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {keyword && firstPage ? (
        <>
          <RememberSearch keyword={keyword} />
          <SearchResults key={`${keyword}:${sort}`} keyword={keyword} sort={sort} firstPage={firstPage} />
        </>
      ) : (
        <>
          <p className={styles.prompt}>{text.prompt}</p>
          <PopularSearches keywords={popular} />
          <RecentSearches />
        </>
      )}
    </div>
  );
}
