import { z } from 'zod';
import { ZHeartBalance } from './purchases.ts';

/** A rental (대여) just made, or the one a retry with the same key made. */
export const ZRentalAnswer = z.object({
  playlistId: z.number().int(),
  contentId: z.number().int(),
  hearts: z.number().int().describe('hearts this call spent (0 for a retry)'),
  endsAt: z.string().describe('the rental plays until then'),
  alreadyRented: z.boolean().describe('a retry with the same Idempotency-Key: nothing moved'),
  balance: ZHeartBalance,
});
export type TRentalAnswer = z.infer<typeof ZRentalAnswer>;

/** A 기다무 free episode claimed. */
export const ZWaitFreeClaim = z.object({
  playlistId: z.number().int(),
  contentId: z.number().int(),
  kind: z.enum(['rental', 'owned']).describe('a rental of the playlist’s 기다무 length, or owned'),
  endsAt: z.string().nullable().describe('the rental’s end; null when owned'),
  nextAt: z.string().describe('when the next free episode of this playlist opens'),
});
export type TWaitFreeClaim = z.infer<typeof ZWaitFreeClaim>;

/** One rental in the library (보관함): live ones and those ended in the last 30 days. */
export const ZRentedEpisode = z.object({
  playlistId: z.number().int(),
  playlistTitle: z.string(),
  coverImg: z.string(),
  contentId: z.number().int(),
  episodeNo: z.number().int(),
  title: z.string(),
  source: z.enum(['hearts', 'wait_free', 'pass', 'gift']),
  endsAt: z.string(),
  live: z.boolean().describe('still plays (endsAt is ahead)'),
});
export type TRentedEpisode = z.infer<typeof ZRentedEpisode>;
