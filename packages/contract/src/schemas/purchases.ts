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
});
