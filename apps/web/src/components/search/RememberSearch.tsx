'use client';

import { useEffect } from 'react';
import { addRecentSearch } from './recent-searches.ts';

/** Keeps a searched keyword among the 최근 검색어 of this device (however the search was reached). */
export function RememberSearch({ keyword }: { keyword: string }) {
  useEffect(() => {
    addRecentSearch(keyword);
  }, [keyword]);
  return null;
}
