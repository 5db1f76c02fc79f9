import { z } from 'zod';
import { ZBanner, ZFaq, ZNotice } from '../schemas/catalog.ts';
import { ZSitePopup } from '../schemas/ops-site.ts';
import { defineRoutes } from './define.ts';
import { ZIdParams } from './params.ts';
import { siteEndpoints } from './site.endpoints.ts';

const grade = z.string().min(1).max(40);

export const siteRoutes = defineRoutes('banners', siteEndpoints, {
  banners: {
    summary: 'Active banners of a type (main, charge, playlist, event) and grade',
    query: z.object({ type: z.string().min(1).max(40).default('main'), grade: grade.optional() }),
    answer: z.array(ZBanner),
  },
  playlistBanners: {
    summary: 'Banners of a playlist page: those for this playlist and those for every playlist',
    params: ZIdParams,
    query: z.object({ grade: grade.optional() }),
    answer: z.array(ZBanner),
  },
  notices: {
    tags: ['misc'],
    summary: 'Notices, pinned first',
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) }),
    answer: z.array(ZNotice),
  },
  faqs: {
    tags: ['misc'],
    summary: 'Frequently asked questions',
    answer: z.array(ZFaq),
  },
  popup: {
    tags: ['misc'],
    summary:
      "The home page's popup while its window is open by the server's clock (operators set it " +
      'in the console); null outside it',
    answer: z.object({ popup: ZSitePopup.nullable() }),
  },
});
