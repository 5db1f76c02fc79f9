import { z } from 'zod';
import { SEARCH_KEYWORD_MAX } from '../limits.ts';
import { ZPlaylistCard } from './catalog.ts';

export { SEARCH_KEYWORD_MAX, SEARCH_PAGE_SIZE, SEARCH_SUGGEST_LIMIT } from '../limits.ts';

export const SEARCH_SORTS = ['relevance', 'new', 'popular'] as const;
export const ZSearchSort = z.enum(SEARCH_SORTS);
export type TSearchSort = z.infer<typeof ZSearchSort>;

/** Trimmed, 1–50 characters; anything else is ERROR_REQUEST_PARAMETER_WRONG. */
export const ZSearchKeyword = z.string().trim().min(1).max(SEARCH_KEYWORD_MAX);

/** `<sort key>:<id>` exactly as the previous page's lastId handed it out. */
export const ZSearchCursor = z
  .string()
  .regex(/^-?\d+(\.\d+)?(e-?\d+)?:\d{1,15}$/, 'last_id must be the lastId of the previous page');

export const ZSearchQuery = z.object({
  keyword: ZSearchKeyword,
  last_id: ZSearchCursor.optional(),
  sort: ZSearchSort.default('relevance'),
});
export type TSearchQuery = z.infer<typeof ZSearchQuery>;

/**
 * Why a playlist is a hit, in rank order: the keyword is in its title, in its tags, in its
 * channel's name only, or it is only similar (a typo: 빗솔리 → 빗소리) to the title or tags.
 * A 초성 search (ㅂㅅㄹ) matches titles and tags only.
 */
export const SEARCH_MATCHES = ['title', 'tags', 'channel', 'similar'] as const;
export const ZSearchMatch = z.enum(SEARCH_MATCHES);
export type TSearchMatch = z.infer<typeof ZSearchMatch>;

export const ZSearchHit = ZPlaylistCard.extend({
  match: ZSearchMatch.describe('why it matched; pages explain channel-name and similar hits'),
});
export type TSearchHit = z.infer<typeof ZSearchHit>;

export const ZSearchPage = z.object({
  items: z.array(ZSearchHit),
  lastId: z.string().nullable().describe('pass as last_id for the next page; null on the last page'),
});
export type TSearchPage = z.infer<typeof ZSearchPage>;

export const ZSuggestQuery = z.object({ keyword: ZSearchKeyword });

/** 인기 검색어: how many the empty search page offers, summed over how many Seoul days. */
export const POPULAR_KEYWORD_LIMIT = 10;
export const POPULAR_KEYWORD_DAYS = 7;

export const ZPopularKeyword = z.object({
  keyword: z.string().describe('searched often lately (or, while few are counted, a common tag)'),
});
export type TPopularKeyword = z.infer<typeof ZPopularKeyword>;

export const ZSearchSuggestion = z.object({
  id: z.number().int(),
  title: z.string(),
  channelName: z.string(),
});
export type TSearchSuggestion = z.infer<typeof ZSearchSuggestion>;
