import { z } from 'zod';
import { ZHome, ZHomeSection, ZItemsQuery } from '../schemas/catalog.ts';
import { catalogEndpoints } from './catalog.endpoints.ts';
import { defineRoutes } from './define.ts';

export const catalogRoutes = defineRoutes('catalog', catalogEndpoints, {
  home: {
    summary: 'Home sections for the requested item sets (default 7, 8, 34, 55, 61, 62) and main banners',
    query: z.object({ items: ZItemsQuery.optional() }),
    answer: ZHome,
    aliases: ['/v1/service/home'],
  },
  categories: {
    summary: 'Playlists of the given category ids, in the order asked',
    query: z.object({ items: ZItemsQuery }),
    answer: z.array(ZHomeSection),
  },
});
