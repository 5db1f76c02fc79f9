import { describe, expect, it } from 'vitest';
import {
  addRecentSearch,
  clearRecentSearches,
  RECENT_SEARCH_LIMIT,
  readRecentSearches,
  removeRecentSearch,
} from './recent-searches.ts';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('최근 검색어 on the device', () => {
  it('keeps the newest first, each keyword once, at most the limit', () => {
    const store = memoryStore();
    addRecentSearch('빗소리', store);
    addRecentSearch('모닥불', store);
    addRecentSearch(' 빗소리 ', store);
    expect(readRecentSearches(store)).toEqual(['빗소리', '모닥불']);
    for (let index = 0; index < RECENT_SEARCH_LIMIT + 3; index++) addRecentSearch(`검색 ${index}`, store);
    expect(readRecentSearches(store)).toHaveLength(RECENT_SEARCH_LIMIT);
    expect(readRecentSearches(store)[0]).toBe(`검색 ${RECENT_SEARCH_LIMIT + 2}`);
  });

  it('deletes one keyword or all of them', () => {
    const store = memoryStore();
    addRecentSearch('빗소리', store);
    addRecentSearch('모닥불', store);
    expect(removeRecentSearch('빗소리', store)).toEqual(['모닥불']);
    expect(clearRecentSearches(store)).toEqual([]);
    expect(readRecentSearches(store)).toEqual([]);
  });

  it('reads a damaged or foreign value as no history', () => {
    const store = memoryStore();
    store.setItem('sogon:recent-searches', '{not json');
    expect(readRecentSearches(store)).toEqual([]);
    store.setItem('sogon:recent-searches', JSON.stringify([1, '', '빗소리']));
    expect(readRecentSearches(store)).toEqual(['빗소리']);
  });
});
