import { ZSearchPage, ZSearchQuery, ZSearchSuggestion, ZSuggestQuery } from '@sogon/contract/schemas/search';
import { z } from 'zod';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { SearchService } from './service.ts';

export function registerSearchRoutes(app: ApiApp, search: SearchService, viewerOf: ViewerOf): void {
  app.get('/v2/search', {
    schema: {
      tags: ['search'],
      summary:
        'Playlists matching a keyword in title, channel name or tags (typo-tolerant; ㅂㅅㄹ searches 초성). ' +
        'sort: relevance (default), new (open date), popular (unlock count). 20 per page; pass lastId as last_id.',
      querystring: ZSearchQuery,
      response: { 200: envelope(ZSearchPage) },
    },
    handler: async (request) => ok(await search.search(request.query, await viewerOf(request.ctx))),
  });

  app.get('/v2/search/suggest', {
    schema: {
      tags: ['search'],
      summary: 'Up to 8 instant suggestions for a keyword being typed',
      querystring: ZSuggestQuery,
      response: { 200: envelope(z.array(ZSearchSuggestion)) },
    },
    handler: async (request) => ok(await search.suggest(request.query.keyword, await viewerOf(request.ctx))),
  });
}
