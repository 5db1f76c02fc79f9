import { z } from 'zod';
import { ZPlaylistCard } from '../schemas/catalog.ts';
import {
  ZCategoryPage,
  ZCategoryPageQuery,
  ZContentsQuery,
  ZEpisodePage,
  ZHomeAllPage,
  ZHomeAllQuery,
  ZHomeFollowQuery,
  ZHomeNewQuery,
  ZPlaylistCursorPage,
  ZPlaylistCursorQuery,
  ZPlaylistPage,
  ZRecommendQuery,
  ZSitemap,
  ZSitemapQuery,
} from '../schemas/discovery.ts';
import { defineRoutes } from './define.ts';
import { feedsEndpoints } from './feeds.endpoints.ts';
import { ZIdParams } from './params.ts';

export const feedsRoutes = defineRoutes('catalog', feedsEndpoints, {
  homeAll: {
    summary: 'Every playlist in a shuffled order that stays the same for one seed (rand)',
    description:
      'offset is the page size (spec default 10), page starts at 1. Without rand (or with an empty one) ' +
      'the server picks a seed and answers it as `rand`; sending it back pages through the same order. ' +
      'A playlist published meanwhile takes one place in the order without moving the others.',
    query: ZHomeAllQuery,
    answer: ZHomeAllPage,
  },
  homeNew: {
    summary: 'The newest playlists by open date (offset = page size, spec default 999; page from 1)',
    query: ZHomeNewQuery,
    answer: ZPlaylistPage,
  },
  homeFollow: {
    summary: 'Playlists of the channels the caller follows, newest first (visitors: an empty list)',
    query: ZHomeFollowQuery,
    answer: ZPlaylistPage,
  },
  categoryPage: {
    summary: "A category's playlists in curated order, then newest first, with the total",
    params: ZIdParams,
    query: ZCategoryPageQuery,
    answer: ZCategoryPage,
  },
  playlistCursor: {
    tags: ['playlist'],
    summary:
      'A keyset page of every published playlist by open_dt (cursorKey last_open_dt); type filters media',
    description:
      'sort new (default) or old; pass the lastCursor and lastId of the previous page. Pages are read from ' +
      'the cursor on, never by skipping rows, and playlists published meanwhile cannot shift them.',
    query: ZPlaylistCursorQuery,
    answer: ZPlaylistCursorPage,
  },
  latestContents: {
    summary: 'The latest published episodes, newest first (offset = page size, default 20; page from 1)',
    query: ZContentsQuery,
    answer: ZEpisodePage,
  },
  sitemap: {
    summary: 'Ids and update times of public, non-adult playlists and episodes, one id range per page',
    description:
      'Page n (from 0) holds the ids n×idsPerPage+1 … (n+1)×idsPerPage of both kinds, so one page makes ' +
      'one sitemap file of at most 2×idsPerPage URLs; `pages` says how many there are.',
    query: ZSitemapQuery,
    answer: ZSitemap,
  },
  recommend: {
    tags: ['playlist'],
    summary:
      "Up to 12 playlists: the channel's others first, then those sharing the most tags and categories",
    query: ZRecommendQuery,
    answer: z.array(ZPlaylistCard),
  },
});
