import type { TSearchPage, TSearchSort, TSearchSuggestion } from '@sogon/contract/schemas/search';
import type { Viewer } from '#api/modules/viewer';

export interface SearchQuery {
  /** Trimmed, 1–50 characters. */
  keyword: string;
  sort: TSearchSort;
}

export interface SearchPageRequest {
  /** The previous page's lastId (`<sort key>:<id>`), absent for the first page. */
  after: { key: string; id: number } | null;
  size: number;
}

/**
 * Where search runs. PostgreSQL (pg_trgm + a 초성 column) today; a dedicated engine can take its
 * place behind this interface. Every implementation must leave adult items out for a viewer the
 * access policy does not show them to (modules/access; api.md "Lists").
 */
export interface SearchBackend {
  search(query: SearchQuery, viewer: Viewer, page: SearchPageRequest): Promise<TSearchPage>;
  suggest(keyword: string, viewer: Viewer, limit: number): Promise<TSearchSuggestion[]>;
}
