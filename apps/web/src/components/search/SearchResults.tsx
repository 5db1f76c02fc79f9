'use client';

import { searchTexts as text } from '@sogon/contract/messages/search';
import { searchEndpoints } from '@sogon/contract/routes/search.endpoints';
import type { TSearchHit, TSearchPage, TSearchSort } from '@sogon/contract/schemas/search';
import { PlaylistGrid } from '@web/components/catalog/PlaylistGrid';
import { browserApi } from '@web/lib/api/browser';
import { useState } from 'react';
import styles from './Search.module.css';

const api = {
  search: browserApi('search', searchEndpoints),
};

/** Why a hit is shown, where its title and tags do not say so themselves. */
function noteOf(hit: TSearchHit): string | null {
  if (hit.match === 'channel') return text.matchedChannel;
  if (hit.match === 'similar') return text.matchedSimilar;
  return null;
}

/** One search's results; 더 보기 asks for the page after lastId. */
export function SearchResults({
  keyword,
  sort,
  firstPage,
}: {
  keyword: string;
  sort: TSearchSort;
  firstPage: TSearchPage;
}) {
  const [items, setItems] = useState(firstPage.items);
  const [lastId, setLastId] = useState(firstPage.lastId);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const loadMore = async () => {
    if (!lastId || busy) return;
    setBusy(true);
    setFailed(false);
    try {
      const next = await api.search.results({ query: { keyword, sort, last_id: lastId } });
      setItems((shown) => {
        const known = new Set(shown.map((item) => item.id));
        return [...shown, ...next.items.filter((item) => !known.has(item.id))];
      });
      setLastId(next.lastId);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (items.length === 0) {
    return (
      <div className={styles.empty}>
        <p>{text.empty(keyword)}</p>
        <p>{text.emptyHint}</p>
      </div>
    );
  }

  // The cards' titles are h3: a heading of the results keeps the outline in order under the h1.
  return (
    <section aria-labelledby="search-results-heading">
      <h2 id="search-results-heading" className="visually-hidden">
        {text.resultsHeading}
      </h2>
      {items[0]?.match === 'similar' ? <p className={styles.notice}>{text.similarOnly(keyword)}</p> : null}
      <PlaylistGrid
        items={items}
        noteOf={noteOf}
        hasMore={Boolean(lastId)}
        busy={busy}
        failed={failed}
        onMore={() => void loadMore()}
        text={text}
      />
    </section>
  );
}
