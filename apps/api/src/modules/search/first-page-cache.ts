import type { TSearchPage, TSearchSort } from '@sogon/contract/schemas/search';
import { ExpiringMap } from '#api/lib/expiring-map';
import { createSharedAnswers } from '#api/lib/shared-answers';
import { audienceOf } from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';

/** First pages kept at most (the oldest goes first). */
const MAX_ANSWERS = 500;
/** Keywords remembered as asked once, at most (the oldest goes first). */
const MAX_ASKED = 5_000;

/**
 * First pages of search answers for keywords asked more than once within `ttlMs`: a keyword
 * asked once (most of them) is computed and not kept, so one-off keywords do not push popular
 * ones out. An answer holds no member-specific part (cards and why they matched), so it is
 * shared by everyone of one audience (adult or not: access/visibility.ts), through the same
 * shared-answers cache as the home and playlist pages: `forget()` on a catalog change, nothing
 * kept while changes may go unheard. Creators' changes are not announced: they show within `ttlMs`.
 */
export function createFirstPageCache(options: { ttlMs: number; coherent?: () => boolean }) {
  const answers = createSharedAnswers<TSearchPage>({ ...options, maxEntries: MAX_ANSWERS });
  const asked = new ExpiringMap<true>(options.ttlMs, MAX_ASKED, () => performance.now());

  return {
    forget(): void {
      answers.forget();
      asked.clear();
    },

    /**
     * The kept answer of a popular keyword (computed by `shared()` when first kept), or a fresh
     * one (`fresh()`) for a keyword not asked before. `shared`: the answer object is the kept one
     * (its bytes can be cached too).
     */
    async get(
      keyword: string,
      sort: TSearchSort,
      viewer: Viewer,
      compute: { shared: () => Promise<TSearchPage>; fresh: () => Promise<TSearchPage> },
    ): Promise<{ page: TSearchPage; shared: boolean }> {
      const key = `${audienceOf(viewer)}\u0000${sort}\u0000${keyword}`;
      if (options.ttlMs <= 0 || (options.coherent && !options.coherent())) {
        return { page: await compute.fresh(), shared: false };
      }
      if (!asked.get(key)) {
        asked.set(key, true);
        return { page: await compute.fresh(), shared: false };
      }
      return { page: await answers.answer(key, compute.shared, compute.fresh), shared: true };
    },
  };
}
