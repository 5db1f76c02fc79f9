/** The results page of a keyword (server pages and the search box both link to it). */
export function searchHref(keyword: string): string {
  return `/search?keyword=${encodeURIComponent(keyword.trim())}`;
}
