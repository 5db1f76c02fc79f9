import {
  SEARCH_PAGE_SIZE,
  SEARCH_SUGGEST_LIMIT,
  type TPopularKeyword,
  type TSearchPage,
  type TSearchQuery,
  type TSearchSuggestion,
} from '@sogon/contract/schemas/search';
import type { Viewer } from '#api/modules/viewer';
import type { SearchBackend } from './backend.ts';
import { createFirstPageCache } from './first-page-cache.ts';
import type { PopularKeywords } from './popular-keywords.ts';

/** `<sort key>:<id>` → its parts; the schema has already checked the form. */
function parseCursor(lastId: string | undefined): { key: string; id: number } | null {
  if (!lastId) return null;
  const at = lastId.lastIndexOf(':');
  return { key: lastId.slice(0, at), id: Number(lastId.slice(at + 1)) };
}

export function createSearchService(deps: {
  backend: SearchBackend;
  /** Reuse the first page of a keyword asked again this long (first-page-cache.ts); 0 never. */
  cacheMs?: number;
  /** False while other nodes' changes may go unheard (change-feed.ts): then nothing is reused. */
  coherent?: () => boolean;
  /**
   * Where a first page that will be reused is computed: the primary, so a replica that has not
   * replayed the change that dropped the last answer is not kept for cacheMs.
   */
  primary?: SearchBackend;
  /** Where first pages are counted for 인기 검색어; nothing is counted without it. */
  popular?: PopularKeywords;
}) {
  const firstPages = createFirstPageCache({
    ttlMs: deps.cacheMs ?? 0,
    ...(deps.coherent ? { coherent: deps.coherent } : {}),
  });
  return {
    /** The catalog changed (change feed): no answer computed before is served again. */
    forget(): void {
      firstPages.forget();
    },
    /** One page; `shared`: the answer object is the cached one of its keyword and audience. */
    async search(query: TSearchQuery, viewer: Viewer): Promise<{ page: TSearchPage; shared: boolean }> {
      const compute = (backend: SearchBackend) =>
        backend.search({ keyword: query.keyword, sort: query.sort }, viewer, {
          after: parseCursor(query.last_id),
          size: SEARCH_PAGE_SIZE,
        });
      if (query.last_id) return { page: await compute(deps.backend), shared: false };
      const answer = await firstPages.get(query.keyword, query.sort, viewer, {
        shared: () => compute(deps.primary ?? deps.backend),
        fresh: () => compute(deps.backend),
      });
      deps.popular?.record(query.keyword, answer.page);
      return answer;
    },
    /** GET /v2/search/popular. */
    async popular(): Promise<TPopularKeyword[]> {
      const keywords = (await deps.popular?.top()) ?? [];
      return keywords.map((keyword) => ({ keyword }));
    },
    suggest(keyword: string, viewer: Viewer): Promise<TSearchSuggestion[]> {
      return deps.backend.suggest(keyword, viewer, SEARCH_SUGGEST_LIMIT);
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
