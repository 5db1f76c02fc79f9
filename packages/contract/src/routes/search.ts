import { z } from 'zod';
import {
  ZPopularKeyword,
  ZSearchPage,
  ZSearchQuery,
  ZSearchSuggestion,
  ZSuggestQuery,
} from '../schemas/search.ts';
import { defineRoutes } from './define.ts';
import { searchEndpoints } from './search.endpoints.ts';

export const searchRoutes = defineRoutes('search', searchEndpoints, {
  results: {
    summary:
      'Playlists matching a keyword in title, channel name or tags (typo-tolerant; ㅂㅅㄹ searches 초성). ' +
      'sort: relevance (default), new (open date), popular (unlock count). 20 per page; pass lastId as last_id.',
    query: ZSearchQuery,
    answer: ZSearchPage,
  },
  suggest: {
    summary: 'Up to 8 instant suggestions for a keyword being typed',
    query: ZSuggestQuery,
    answer: z.array(ZSearchSuggestion),
  },
  popular: {
    summary: '인기 검색어: up to 10 keywords searched most over the last 7 Seoul days',
    description:
      'Counted are first pages that found a playlist a visitor may see by its own words (not only a ' +
      'similar word). While fewer than 10 keywords are counted, the most common tags fill the list.',
    answer: z.array(ZPopularKeyword),
  },
});
