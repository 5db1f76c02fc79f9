import { z } from 'zod';
import { PASS_TIME_PATTERN } from '../commerce/pass-schedule.ts';
import {
  GIFT_MESSAGE_MAX_LENGTH,
  PASS_POOL_MAX_GRANT_TIMES,
  PASS_POOL_MAX_PLAYLISTS,
  PASS_POOL_NAME_MAX_LENGTH,
} from '../limits.ts';
import { zId } from '../routes/params.ts';
import { ZHeartBalance } from './purchases.ts';

/*
 * The daily free pass (이용권) and gifts (선물), issue 38 / ADR 066.
 */

const zCount = (min: number, max: number) => z.number().int().min(min).max(max);

/** What an operator sets on a pass pool. */
export const ZPassPoolBody = z.object({
  name: z.string().trim().min(1).max(PASS_POOL_NAME_MAX_LENGTH),
  active: z.boolean(),
  grantTimes: z
    .array(z.string().regex(PASS_TIME_PATTERN).describe('KST time of day, HH:MM'))
    .min(1)
    .max(PASS_POOL_MAX_GRANT_TIMES),
  ticketsPerGrant: zCount(1, 10),
  maxTickets: zCount(1, 50).describe('a member keeps at most this many tickets'),
  ticketHours: zCount(1, 720).describe('a ticket rents one episode for this long'),
  playlistIds: z.array(zId).max(PASS_POOL_MAX_PLAYLISTS),
});
export type TPassPoolBody = z.infer<typeof ZPassPoolBody>;

export const ZOpsPassPool = ZPassPoolBody.extend({
  id: z.number().int(),
  playlists: z.array(z.object({ id: z.number().int(), title: z.string() })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOpsPassPool = z.infer<typeof ZOpsPassPool>;

/** A member's tickets of one active pool. */
export const ZMemberPass = z.object({
  poolId: z.number().int(),
  name: z.string(),
  tickets: z.number().int(),
  maxTickets: z.number().int(),
  ticketHours: z.number().int(),
  nextGrantAt: z.string().nullable().describe('the next grant (ISO instant); null without a schedule'),
  nextGrantTime: z.string().nullable().describe('its KST time of day, HH:MM'),
  playlistIds: z.array(z.number().int()),
});
export type TMemberPass = z.infer<typeof ZMemberPass>;

export const ZPassQuery = z.object({
  playlistId: zId.optional().describe('only the pools that hold this playlist'),
});

export const ZPassUseBody = z.object({ contentId: zId });
export const ZPassUse = z.object({
  rentalId: z.number().int(),
  poolId: z.number().int(),
  playlistId: z.number().int(),
  contentId: z.number().int(),
  endsAt: z.string(),
  tickets: z.number().int().describe('tickets left in the pool'),
});
export type TPassUse = z.infer<typeof ZPassUse>;

export const GIFT_TARGETS = ['episode', 'playlist', 'tier_month'] as const;
export const GIFT_STATUSES = ['pending', 'accepted', 'refunded'] as const;
export const ZGiftTarget = z.enum(GIFT_TARGETS);
export type TGiftTarget = z.infer<typeof ZGiftTarget>;

export const ZGiftBody = z.object({
  nickname: z.string().trim().min(1).max(50).describe("the recipient's nickname"),
  target: ZGiftTarget,
  playlistId: zId.optional().describe('episode and playlist gifts'),
  contentId: zId.optional().describe('episode gifts'),
  productId: zId.optional().describe('tier-month gifts: the tier version on sale'),
  message: z
    .string()
    .max(GIFT_MESSAGE_MAX_LENGTH * 4)
    .default('')
    .describe(`at most ${GIFT_MESSAGE_MAX_LENGTH} characters`),
});
export type TGiftBody = z.infer<typeof ZGiftBody>;

export const ZGift = z.object({
  id: z.number().int(),
  target: ZGiftTarget,
  status: z.enum(GIFT_STATUSES),
  hearts: z.number().int(),
  message: z.string(),
  playlistId: z.number().int().nullable(),
  contentId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  channelId: z.number().int().nullable(),
  title: z.string().describe('what was given, as a person reads it'),
  senderNickname: z.string(),
  recipientNickname: z.string(),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  refundableUntil: z.string().nullable().describe('the sender may take a pending gift back until then'),
});
export type TGift = z.infer<typeof ZGift>;

export const ZGiftAnswer = z.object({ gift: ZGift, balance: ZHeartBalance });
export type TGiftAnswer = z.infer<typeof ZGiftAnswer>;

export const ZGiftList = z.array(ZGift);

const ZReportDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('a Seoul (KST) calendar day, YYYY-MM-DD');

/** The console's report of the ways to pay, per playlist, over Seoul days (issue 38). */
export const ZOpsCommerceReportQuery = z.object({
  from: ZReportDay.optional().describe('from this KST day (default: 29 days before `to`)'),
  to: ZReportDay.optional().describe('up to and including this KST day (default: today)'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type TOpsCommerceReportQuery = z.infer<typeof ZOpsCommerceReportQuery>;

const ZCommerceFigures = z.object({
  waitFree: z.number().int().describe('기다무 free unlocks'),
  passTickets: z.number().int().describe('episodes opened with a pass ticket'),
  rentals: z.number().int().describe('rentals paid with hearts'),
  rentalHearts: z.number().int(),
  conversions: z
    .number()
    .int()
    .describe('rented or free-unlocked episodes (member and episode) the member later bought with hearts'),
  gifts: z.number().int().describe('gifts sent (episode or playlist)'),
  giftHearts: z.number().int(),
  giftsAccepted: z.number().int(),
});

export const ZOpsCommerceReport = z.object({
  from: z.string(),
  to: z.string(),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().describe('playlists with any of these in the range'),
  totals: ZCommerceFigures,
  rows: z.array(
    ZCommerceFigures.extend({
      playlistId: z.number().int(),
      title: z.string(),
      channelName: z.string(),
    }),
  ),
});
export type TOpsCommerceReport = z.infer<typeof ZOpsCommerceReport>;
