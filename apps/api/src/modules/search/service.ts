import {
  SEARCH_PAGE_SIZE,
  SEARCH_SUGGEST_LIMIT,
  type TSearchPage,
  type TSearchQuery,
  type TSearchSuggestion,
} from '@sogon/contract/schemas/search';
import type { Viewer } from '#api/modules/viewer';
import type { SearchBackend } from './backend.ts';

/** `<sort key>:<id>` → its parts; the schema has already checked the form. */
function parseCursor(lastId: string | undefined): { key: string; id: number } | null {
  if (!lastId) return null;
  const at = lastId.lastIndexOf(':');
  return { key: lastId.slice(0, at), id: Number(lastId.slice(at + 1)) };
}

export function createSearchService(deps: { backend: SearchBackend }) {
  return {
    search(query: TSearchQuery, viewer: Viewer): Promise<TSearchPage> {
      return deps.backend.search({ keyword: query.keyword, sort: query.sort }, viewer, {
        after: parseCursor(query.last_id),
        size: SEARCH_PAGE_SIZE,
      });
    },
    suggest(keyword: string, viewer: Viewer): Promise<TSearchSuggestion[]> {
      return deps.backend.suggest(keyword, viewer, SEARCH_SUGGEST_LIMIT);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
