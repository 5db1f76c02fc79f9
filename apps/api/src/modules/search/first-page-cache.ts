import type { TSearchPage, TSearchSort } from '@sogon/contract/schemas/search';
import { type Audience, audienceOf } from '#api/modules/access/visibility';
import type { Viewer } from '#api/modules/viewer';

/** First pages kept at most (the oldest goes first). */
const MAX_ANSWERS = 500;
/** Keywords remembered as asked once, at most (all forgotten when full). */
const MAX_ASKED = 5_000;

/**
 * First pages of search answers for keywords asked more than once within `ttlMs`: a keyword
 * asked once (most of them) is computed and not kept, so one-off keywords do not push popular
 * ones out. An answer holds no member-specific part (cards and why they matched), so it is
 * shared by everyone of one audience (adult or not: access/visibility.ts).
 *
 * Keyed with the catalog version: `forget()` (a catalog change heard on the change feed) starts
 * a new version, and no answer computed before it is served again, also one still in flight.
 * Creators' changes are not announced: they show within `ttlMs`.
 */
export function createFirstPageCache(ttlMs: number) {
  let version = 0;
  const answers = new Map<string, { at: number; answer: Promise<TSearchPage> }>();
  const asked = new Map<string, number>();
  const keyOf = (keyword: string, sort: TSearchSort, audience: Audience) =>
    `${version}\u0000${audience}\u0000${sort}\u0000${keyword}`;

  return {
    forget(): void {
      version += 1;
      answers.clear();
      asked.clear();
    },

    /**
     * The kept answer of a popular keyword, or `compute()`'s, kept when the keyword was asked
     * before; concurrent requests share one computation. `shared`: the answer object is the kept
     * one (its bytes can be cached too).
     */
    async get(
      keyword: string,
      sort: TSearchSort,
      viewer: Viewer,
      compute: () => Promise<TSearchPage>,
    ): Promise<{ page: TSearchPage; shared: boolean }> {
      const key = keyOf(keyword, sort, audienceOf(viewer));
      const now = Date.now();
      const kept = answers.get(key);
      if (kept && now - kept.at < ttlMs) return { page: await kept.answer, shared: true };
      const askedAt = asked.get(key);
      if (askedAt === undefined || now - askedAt >= ttlMs) {
        if (asked.size >= MAX_ASKED) asked.clear();
        asked.set(key, now);
        return { page: await compute(), shared: false };
      }
      if (answers.size >= MAX_ANSWERS) answers.delete(answers.keys().next().value as string);
      const answer = compute();
      answers.set(key, { at: now, answer });
      answer.catch(() => answers.delete(key));
      return { page: await answer, shared: true };
    },
  };
}
