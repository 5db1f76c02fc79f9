import {
  POPULAR_KEYWORD_DAYS,
  POPULAR_KEYWORD_LIMIT,
  type TSearchPage,
} from '@sogon/contract/schemas/search';
import { formatKstDate } from '@sogon/contract/time/kst';
import { createSharedAnswers } from '#api/lib/shared-answers';
import { maySee } from '#api/modules/access';
import { ANONYMOUS } from '#api/modules/viewer';
import type { PopularKeywordsRepository } from './popular-keywords.repository.ts';

/** A tally this large is written at once, without waiting for the timer. */
const FLUSH_AT_KEYWORDS = 500;
/** Keywords held at most while the database cannot take them (a tally is worth little, memory more). */
const MAX_PENDING = 5_000;
const DAY_MS = 86_400_000;

/** The form a keyword is counted in: 빗소리, ' 빗소리 ' and '빗소리  ' are one keyword; ASMR is asmr. */
export function countedKeyword(keyword: string): string {
  return keyword.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/**
 * Whether a search counts toward 인기 검색어: a first page that found something by its own words
 * (not only as a similar word: a typo is not worth suggesting), visible to a visitor (인기 검색어
 * are shown to everyone, so a keyword that finds only 19+ playlists is not one of them).
 */
export function counts(page: TSearchPage): boolean {
  return page.items.some((item) => maySee(ANONYMOUS, item.isAdult) && item.match !== 'similar');
}

/**
 * 인기 검색어: searches tallied in memory per Seoul day and keyword and added to the day's rows in
 * one statement (every few seconds, or at FLUSH_AT_KEYWORDS keywords), so a busy search writes
 * nothing per request; the most searched keywords of the last POPULAR_KEYWORD_DAYS days, filled
 * out with the catalog's most common tags while few keywords are counted yet.
 */
export function createPopularKeywords(deps: {
  repository: PopularKeywordsRepository;
  now: () => Date;
  /** Reuse the list this long (ms); 0 reads every time (and writes the tally first). */
  cacheMs: number;
}) {
  let pending = new Map<string, { day: string; keyword: string; searches: number }>();
  let writing: Promise<void> = Promise.resolve();
  const answers = createSharedAnswers<string[]>({ ttlMs: deps.cacheMs, maxEntries: 1 });

  function flush(): Promise<void> {
    const batch = [...pending.values()];
    pending = new Map();
    if (batch.length === 0) return writing;
    writing = writing.then(() =>
      deps.repository.add(batch).catch(() => {
        // Kept for the next write, as far as there is room.
        for (const count of batch) {
          const key = `${count.day}\u0000${count.keyword}`;
          const held = pending.get(key);
          if (held) held.searches += count.searches;
          else if (pending.size < MAX_PENDING) pending.set(key, { ...count });
        }
      }),
    );
    return writing;
  }

  return {
    /** Counts one search of `keyword` that answered `page` (the first page). */
    record(keyword: string, page: TSearchPage): void {
      if (!counts(page)) return;
      const day = formatKstDate(deps.now(), 'YYYY-MM-DD');
      const counted = countedKeyword(keyword);
      const key = `${day}\u0000${counted}`;
      const held = pending.get(key);
      if (held) held.searches += 1;
      else if (pending.size < MAX_PENDING) pending.set(key, { day, keyword: counted, searches: 1 });
      if (pending.size >= FLUSH_AT_KEYWORDS) void flush();
    },

    /** Writes what is tallied (the timer, and the server's close). */
    flush,

    /** The keywords to offer, most searched first, then common tags; at most POPULAR_KEYWORD_LIMIT. */
    async top(): Promise<string[]> {
      return answers.answer('top', async () => {
        await flush();
        const since = formatKstDate(deps.now().getTime() - (POPULAR_KEYWORD_DAYS - 1) * DAY_MS, 'YYYY-MM-DD');
        const searched = await deps.repository.mostSearched(since, POPULAR_KEYWORD_LIMIT);
        if (searched.length >= POPULAR_KEYWORD_LIMIT) return searched;
        const tags = await deps.repository.commonTags(POPULAR_KEYWORD_LIMIT * 2);
        const seen = new Set(searched);
        const filled = [...searched];
        for (const tag of tags) {
          const keyword = countedKeyword(tag);
          if (filled.length >= POPULAR_KEYWORD_LIMIT) break;
          if (seen.has(keyword)) continue;
          seen.add(keyword);
          filled.push(tag);
        }
        return filled;
      });
    },
  };
}

export type PopularKeywords = ReturnType<typeof createPopularKeywords>;
