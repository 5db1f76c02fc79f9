import { z } from 'zod';

export const ZHeartBalance = z.object({
  paid: z.number().int(),
  bonus: z.number().int(),
  total: z.number().int(),
});
export type THeartBalance = z.infer<typeof ZHeartBalance>;

/** Why an episode may be played, or why not. */
export const PLAY_REASONS = [
  'free',
  'purchased',
  'bundle',
  'subscription',
  /** A live rental (대여, a 기다무 rental, a pass ticket): plays until its end (ADR 066). */
  'rental',
  'not_purchased',
  'login_required',
] as const;
export const ZPlayReason = z.enum(PLAY_REASONS);
export type PlayReason = z.infer<typeof ZPlayReason>;

export const ZOwnership = z.object({
  playlistId: z.number().int(),
  bundle: z.boolean().describe('the whole playlist is owned'),
  contentIds: z.array(z.number().int()).describe('episodes bought one by one'),
  subscribed: z.boolean().describe('an active channel subscription covers the playlist'),
});
export type TOwnership = z.infer<typeof ZOwnership>;

export const ZPurchaseAnswer = z.object({
  playlistId: z.number().int(),
  bundle: z.boolean(),
  contentIds: z.array(z.number().int()).describe('episodes this call unlocked'),
  hearts: z.number().int().describe('hearts spent by this call (0 when everything was owned already)'),
  alreadyOwned: z.boolean(),
  balance: ZHeartBalance,
});
export type TPurchaseAnswer = z.infer<typeof ZPurchaseAnswer>;

export const ZValidation = z.object({
  playlistId: z.number().int(),
  contentId: z.number().int(),
  playable: z.boolean(),
  reason: ZPlayReason,
  price: z.number().int().describe('hearts for this episode alone'),
  bundlePrice: z
    .number()
    .int()
    .describe('hearts for the rest of the playlist at once, 0 when not sold whole'),
  balance: ZHeartBalance.nullable().describe('the member’s hearts; null for visitors'),
  rentalPrice: z.number().int().describe('hearts to rent this episode (대여); 0 when not for rent'),
  rentalHours: z.number().int().describe('how long a rental lasts'),
  rentedUntil: z.string().nullable().describe('the end of the caller’s live rental, or null'),
  rentalCredit: z.number().int().describe('hearts the caller paid renting it, already taken off `price`'),
});
export type TValidation = z.infer<typeof ZValidation>;

export const ZContentIdsQuery = z.object({
  contentIds: z
    .string()
    .regex(/^\[\s*\d+(\s*,\s*\d+)*\s*\]$/)
    .transform((text) => [...new Set(JSON.parse(text) as number[])])
    .refine((ids) => ids.length <= 200 && ids.every((id) => Number.isSafeInteger(id) && id > 0)),
});

export const ZOwnedPlaylist = z.object({
  playlistId: z.number().int(),
  title: z.string(),
  coverImg: z.string(),
  channelName: z.string(),
  bundle: z.boolean(),
  episodeCount: z.number().int().describe('episodes owned'),
  lastPurchasedAt: z.string(),
  archived: z
    .boolean()
    .describe('the creator archived the playlist: no page; its bought episodes play from the library'),
});

/**
 * An episode its creator deleted that the member still holds (ADR 066): bought (its purchase or
 * the playlist's bundle) or rented, with the rental's end when a rental is all they hold.
 */
export const ZHeldDeletedEpisode = z.object({
  contentId: z.number().int(),
  playlistId: z.number().int(),
  playlistTitle: z.string(),
  episodeNo: z.number().int(),
  title: z.string(),
  coverImg: z.string(),
  rentedUntil: z.string().nullable().describe('null when bought; the end of the live rental otherwise'),
  subscribed: z
    .boolean()
    .describe('not bought: held by a live subscription whose tier includes paid episodes (archived only)'),
  reason: z
    .enum(['deleted', 'archived'])
    .describe('deleted: the creator deleted the episode; archived: the creator archived its playlist'),
});
export type THeldDeletedEpisode = z.infer<typeof ZHeldDeletedEpisode>;

/** One gone episode as its page shows it to a member who holds it (GET /v2/user/library/own/deleted/{id}). */
export const ZHeldDeletedEpisodeDetail = ZHeldDeletedEpisode.extend({
  channelName: z.string(),
  description: z.string(),
  mediaType: z.enum(['audio', 'video', 'audiotoon']),
  durationSec: z.number().int(),
});
export type THeldDeletedEpisodeDetail = z.infer<typeof ZHeldDeletedEpisodeDetail>;
