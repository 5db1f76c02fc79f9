import { ZPlaylistCard } from '@sogon/contract/schemas/catalog';
import {
  ZCategoryPage,
  ZCategoryPageQuery,
  ZContentsQuery,
  ZEpisodePage,
  ZHomeAllPage,
  ZHomeAllQuery,
  ZHomeFollowQuery,
  ZHomeNewQuery,
  ZIdParams,
  ZPlaylistCursorPage,
  ZPlaylistCursorQuery,
  ZPlaylistPage,
  ZRecommendQuery,
  ZSitemap,
  ZSitemapQuery,
} from '@sogon/contract/schemas/discovery';
import { z } from 'zod';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { ViewerOf } from '#api/modules/viewer';
import type { FeedsService } from './feeds.service.ts';

export function registerFeedRoutes(app: ApiApp, feeds: FeedsService, viewerOf: ViewerOf): void {
  app.get('/v2/service/home/all', {
    schema: {
      tags: ['catalog'],
      summary: 'Every playlist in a shuffled order that stays the same for one seed (rand)',
      description:
        'offset is the page size (spec default 10), page starts at 1. Without rand (or with an empty one) ' +
        'the server picks a seed and answers it as `rand`; sending it back pages through the same order. ' +
        'A playlist published meanwhile takes one place in the order without moving the others.',
      querystring: ZHomeAllQuery,
      response: { 200: envelope(ZHomeAllPage) },
    },
    handler: async (request) => ok(await feeds.homeAll(request.query, await viewerOf(request.ctx))),
  });

  app.get('/v2/service/home/new', {
    schema: {
      tags: ['catalog'],
      summary: 'The newest playlists by open date (offset = page size, spec default 999; page from 1)',
      querystring: ZHomeNewQuery,
      response: { 200: envelope(ZPlaylistPage) },
    },
    handler: async (request) => ok(await feeds.homeNew(request.query, await viewerOf(request.ctx))),
  });

  app.get('/v1/service/home/follow', {
    schema: {
      tags: ['catalog'],
      summary: 'Playlists of the channels the caller follows, newest first (visitors: an empty list)',
      querystring: ZHomeFollowQuery,
      response: { 200: envelope(ZPlaylistPage) },
    },
    handler: async (request) => ok(await feeds.homeFollow(request.query, await viewerOf(request.ctx))),
  });

  app.get('/v2/category/:id/playlist', {
    schema: {
      tags: ['catalog'],
      summary: "A category's playlists in curated order, then newest first, with the total",
      params: ZIdParams,
      querystring: ZCategoryPageQuery,
      response: { 200: envelope(ZCategoryPage) },
    },
    handler: async (request) =>
      ok(await feeds.categoryPage(request.params.id, request.query, await viewerOf(request.ctx))),
  });

  app.get('/v2/playlistCursor', {
    schema: {
      tags: ['playlist'],
      summary:
        'A keyset page of every published playlist by open_dt (cursorKey last_open_dt); type filters media',
      description:
        'sort new (default) or old; pass the lastCursor and lastId of the previous page. Pages are read from ' +
        'the cursor on, never by skipping rows, and playlists published meanwhile cannot shift them.',
      querystring: ZPlaylistCursorQuery,
      response: { 200: envelope(ZPlaylistCursorPage) },
    },
    handler: async (request) => ok(await feeds.playlistCursor(request.query, await viewerOf(request.ctx))),
  });

  app.get('/v1/service/contents', {
    schema: {
      tags: ['catalog'],
      summary: 'The latest published episodes, newest first (offset = page size, default 20; page from 1)',
      querystring: ZContentsQuery,
      response: { 200: envelope(ZEpisodePage) },
    },
    handler: async (request) => ok(await feeds.latestContents(request.query, await viewerOf(request.ctx))),
  });

  app.get('/v1/contents/sitemap', {
    schema: {
      tags: ['catalog'],
      summary: 'Ids and update times of public, non-adult playlists and episodes, one id range per page',
      description:
        'Page n (from 0) holds the ids n×idsPerPage+1 … (n+1)×idsPerPage of both kinds, so one page makes ' +
        'one sitemap file of at most 2×idsPerPage URLs; `pages` says how many there are.',
      querystring: ZSitemapQuery,
      response: { 200: envelope(ZSitemap) },
    },
    handler: async (request) => ok(await feeds.sitemap(request.query.page)),
  });

  app.get('/v2/playlist/recommendPlaylist', {
    schema: {
      tags: ['playlist'],
      summary:
        "Up to 12 playlists: the channel's others first, then those sharing the most tags and categories",
      querystring: ZRecommendQuery,
      response: { 200: envelope(z.array(ZPlaylistCard)) },
    },
    handler: async (request) => ok(await feeds.recommend(request.query, await viewerOf(request.ctx))),
  });
}
