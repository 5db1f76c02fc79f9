/**
 * 최근 검색어, kept on the device (localStorage) only: newest first, each keyword once (the same
 * keyword searched again moves to the front), at most RECENT_SEARCH_LIMIT.
 */

const STORAGE_KEY = 'sogon:recent-searches';
export const RECENT_SEARCH_LIMIT = 10;

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off (private modes, policies): then nothing is remembered.
    return null;
  }
}

export function readRecentSearches(store: KeyValueStore | null = storage()): string[] {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      .slice(0, RECENT_SEARCH_LIMIT);
  } catch {
    return [];
  }
}

function write(list: string[], store: KeyValueStore | null): string[] {
  try {
    if (list.length === 0) store?.removeItem(STORAGE_KEY);
    else store?.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // A full or refused storage keeps the list it had.
  }
  return list;
}

/** Puts `keyword` first; answers the list as kept. */
export function addRecentSearch(keyword: string, store: KeyValueStore | null = storage()): string[] {
  const trimmed = keyword.trim();
  if (trimmed === '') return readRecentSearches(store);
  const rest = readRecentSearches(store).filter((item) => item !== trimmed);
  return write([trimmed, ...rest].slice(0, RECENT_SEARCH_LIMIT), store);
}

export function removeRecentSearch(keyword: string, store: KeyValueStore | null = storage()): string[] {
  return write(
    readRecentSearches(store).filter((item) => item !== keyword),
    store,
  );
}

export function clearRecentSearches(store: KeyValueStore | null = storage()): string[] {
  return write([], store);
}
