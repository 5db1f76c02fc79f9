const SESSION_KEY = 'sogon_analytics_session';

/**
 * The tab's analytics session id: kept in sessionStorage, so a reload continues the session and
 * a new tab starts another. '' when storage is unavailable (nothing is sent then).
 */
export function tabSessionId(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  make: () => string,
): { id: string; fresh: boolean } {
  try {
    const kept = storage.getItem(SESSION_KEY);
    if (kept) return { id: kept, fresh: false };
    const id = make();
    storage.setItem(SESSION_KEY, id);
    return { id, fresh: true };
  } catch {
    return { id: '', fresh: false };
  }
}

/** The page as the access log takes it: path and query, without the fragment. */
export function pageUrl(pathname: string, search: string): string {
  return search ? `${pathname}?${search}` : pathname;
}
