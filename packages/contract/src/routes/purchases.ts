import { z } from 'zod';
import {
  ZContentIdsQuery,
  ZHeldDeletedEpisode,
  ZHeldDeletedEpisodeDetail,
  ZOwnedPlaylist,
  ZOwnership,
  ZPurchaseAnswer,
  ZValidation,
} from '../schemas/purchases.ts';
import { defineRoutes } from './define.ts';
import { ZIdParams, zId } from './params.ts';
import { purchasesEndpoints } from './purchases.endpoints.ts';

const ZPlaylistParams = z.object({ playlistId: zId });
const ZEpisodeParams = z.object({
  playlistId: zId,
  contentId: z.coerce
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .describe('0 buys the whole playlist'),
});

// The spec names the purchases as GETs; POST answers the same. Both need x-client (the API's
// route options), and a retried call (same Idempotency-Key, or the same episodes) spends hearts once.
export const purchasesRoutes = defineRoutes('purchase', purchasesEndpoints, {
  buy: {
    summary: 'Unlocks one episode with hearts (contentId 0: the whole playlist at its bundle price)',
    params: ZEpisodeParams,
    answer: ZPurchaseAnswer,
    hiddenMethods: ['POST'],
  },
  buySeveral: {
    summary: 'Unlocks several episodes of a playlist at once, all or nothing',
    params: ZPlaylistParams,
    query: ZContentIdsQuery,
    answer: ZPurchaseAnswer,
    hiddenMethods: ['POST'],
  },
  ownership: { summary: 'What the member owns of a playlist', params: ZPlaylistParams, answer: ZOwnership },
  validation: {
    summary: 'May the caller play this episode, and what unlocking it costs (visitors: login_required)',
    params: ZEpisodeParams,
    answer: ZValidation,
  },
  visitorValidation: {
    summary: 'The same check as a visitor, whoever asks (share previews, crawlers)',
    params: ZEpisodeParams,
    answer: ZValidation,
  },
  library: {
    tags: ['library'],
    summary: 'Playlists the member bought into, most recent purchase first',
    query: z.object({
      offset: z.coerce.number().int().min(1).max(100).default(10).describe('page size'),
      page: z.coerce.number().int().min(1).max(10_000).default(1),
    }),
    answer: z.array(ZOwnedPlaylist),
  },
  deletedLibrary: {
    tags: ['library'],
    summary:
      'Episodes their creators deleted that the member bought or rents now: gone from every list, still ' +
      'theirs to play (at most 200)',
    answer: z.array(ZHeldDeletedEpisode),
  },
  deletedEpisode: {
    tags: ['library'],
    summary:
      'One episode its creator deleted (or whose playlist was archived), for a member who bought it, rents ' +
      'it now or (archived) subscribes: its page. Anyone else, visitors included: ERROR_CONTENT_NOT_EXIST',
    params: ZIdParams,
    answer: ZHeldDeletedEpisodeDetail,
  },
});
