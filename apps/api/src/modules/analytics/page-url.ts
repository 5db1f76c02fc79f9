const MAX_STORED = 1024;

/**
 * The page of an access log as stored: its path and query. An absolute URL must be http(s); its
 * host is dropped (the log is ours). Anything else is not a page (null).
 */
export function pagePath(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url.slice(0, MAX_STORED);
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
    return `${parsed.pathname}${parsed.search}`.slice(0, MAX_STORED);
  } catch {
    return null;
  }
}

/** A referrer as stored: an http(s) URL without its fragment, else ''. */
export function refererOf(referer: string): string {
  try {
    const parsed = new URL(referer);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return '';
    parsed.hash = '';
    return parsed.toString().slice(0, MAX_STORED);
  } catch {
    return '';
  }
}
