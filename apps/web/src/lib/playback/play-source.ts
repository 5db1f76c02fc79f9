import type { TPlaySourceKind } from '@sogon/contract/schemas/audience';

const KEY = 'sogon_play_source';

/**
 * Where a page sends its listeners, for the creator's 유입 경로: search, home, the follow and
 * subscription feeds, a partner link (a `p_id` in the address), anything else. Episode, playlist
 * and channel pages keep what led to them (null): a play there came from the page before.
 */
export function sourceOfPage(pathname: string, search: string): TPlaySourceKind | null {
  if (new URLSearchParams(search).has('p_id')) return 'partner';
  if (pathname === '/') return 'home';
  if (pathname === '/search' || pathname.startsWith('/search/')) return 'search';
  if (pathname.startsWith('/mypage/following') || pathname.startsWith('/mypage/subscriptions')) return 'feed';
  if (/^\/(playlist|channel|episode|video)(\/|$)/.test(pathname)) return null;
  return 'other';
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Remembers the source of the page the tab is on (called on every navigation). */
export function rememberPage(pathname: string, search: string): void {
  const source = sourceOfPage(pathname, search);
  if (source === null) return;
  try {
    storage()?.setItem(KEY, source);
  } catch {
    // Storage refused: plays count as other.
  }
}

/** The source a play started now comes from (other when the tab has none). */
export function currentPlaySource(): TPlaySourceKind {
  const value = storage()?.getItem(KEY);
  return value === 'search' || value === 'home' || value === 'feed' || value === 'partner' ? value : 'other';
}
