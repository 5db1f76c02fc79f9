import { z } from 'zod';
import { ZRentalAnswer, ZRentedEpisode, ZWaitFreeClaim } from '../schemas/rentals.ts';
import { defineRoutes } from './define.ts';
import { zId } from './params.ts';
import { rentalsEndpoints } from './rentals.endpoints.ts';

const ZEpisodeParams = z.object({ playlistId: zId, contentId: zId });

// 대여 and 기다무 (ADR 066, issue 38). Both need x-client; a retried rental (same Idempotency-Key)
// spends hearts once, and a 기다무 claim is one ticket per interval however many ask at once.
export const rentalsRoutes = defineRoutes('rental', rentalsEndpoints, {
  rent: {
    summary: 'Rents one episode with hearts (contents.rental_price) for the playlist’s rental_hours',
    description:
      'Refused with ERROR_PRODUCT_NOT_EXIST when the episode is not for rent (rental price 0) or free, and with ERROR_REQUEST_PARAMETER_WRONG (reason owned or rented) when the member holds it already.',
    params: ZEpisodeParams,
    answer: ZRentalAnswer,
  },
  claimWaitFree: {
    summary: 'Claims a 기다무 (wait for free) episode: one per wait_free_hours per member and playlist',
    description:
      'Refused with ERROR_REQUEST_PARAMETER_WRONG, reason wait_free_not_yet and the time left in detail, before the timer; reason wait_free_not_eligible for an episode that is free, held or among the newest excluded; ERROR_PRODUCT_NOT_EXIST when the playlist has no 기다무.',
    params: ZEpisodeParams,
    answer: ZWaitFreeClaim,
  },
  library: {
    tags: ['library'],
    summary:
      'The member’s rentals: live ones first (soonest end first), then those ended in the last 30 days',
    answer: z.array(ZRentedEpisode),
  },
});
