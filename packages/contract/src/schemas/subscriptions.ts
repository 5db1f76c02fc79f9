import { z } from 'zod';
import { ZHeartBalance } from './purchases.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const calendarDate = z.string().describe('a Seoul calendar date, YYYY-MM-DD');
const instant = z.string().describe('ISO 8601 instant');

export const SUBSCRIPTION_STATUSES = ['active', 'cancelled', 'expired'] as const;
export const ZSubscriptionStatus = z
  .enum(SUBSCRIPTION_STATUSES)
  .describe('active: renews monthly; cancelled: no renewal, access until the period end; expired: ended');
export type TSubscriptionStatus = z.infer<typeof ZSubscriptionStatus>;

/** Status of the spec's subscribe payload: 1 subscribe (or turn renewal back on), 0 stop renewing. */
export const ZSubscribeToggle = z.preprocess(
  (value) =>
    typeof value === 'boolean' ? Number(value) : value === '0' || value === '1' ? Number(value) : value,
  z.union([z.literal(0), z.literal(1)]),
);

/** `PUT /v1/user/channelSubscribe` (spec section 3 "Channel subscribe update"). */
export const ZChannelSubscribeBody = z.object({
  channelId: id,
  status: ZSubscribeToggle.describe('1 subscribe / resume auto-renew, 0 cancel auto-renew'),
});
export type TChannelSubscribeBody = z.infer<typeof ZChannelSubscribeBody>;

/** `PUT /v1/user/channelSubscribe/{id}`: the same with the channel in the path. */
export const ZChannelSubscribeStatusBody = z.object({
  status: ZSubscribeToggle.describe('1 subscribe / resume auto-renew, 0 cancel auto-renew'),
});

export const ZChannelParams = z.object({ id });

export const ZSubscriptionListQuery = z.object({
  offset: z.coerce.number().int().min(1).max(100).default(10).describe('page size (spec default 10)'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ZBadgeQuery = z.object({ channelId: id });

export const ZSubscriptionProduct = z.object({
  id: z.number().int(),
  channelId: z.number().int(),
  name: z.string(),
  hearts: z.number().int().describe('hearts per month'),
  benefits: z.array(z.string()),
  nextPaymentDate: calendarDate.describe(
    'when the second month would be charged if subscribing now (spec section 9 rule)',
  ),
});
export type TSubscriptionProduct = z.infer<typeof ZSubscriptionProduct>;

export const ZChannelSubscription = z.object({
  id: z.number().int(),
  channel: z.object({ id: z.number().int(), name: z.string(), profileImg: z.string() }),
  productId: z.number().int(),
  productName: z.string(),
  hearts: z.number().int().describe('hearts per month, fixed for the life of this subscription'),
  status: ZSubscriptionStatus,
  autoRenew: z.boolean(),
  entitled: z.boolean().describe('paid episodes of the channel play now'),
  startedAt: instant,
  currentPeriodStart: instant,
  currentPeriodEnd: instant.describe('access lasts until this instant unless renewed'),
  nextPaymentDate: calendarDate.nullable().describe('null when it will not renew'),
  cancelledAt: instant.nullable(),
  lastRenewalError: z.string().nullable().describe('error code of a failed renewal'),
  months: z.number().int().describe('consecutive paid months'),
});
export type TChannelSubscription = z.infer<typeof ZChannelSubscription>;

export const ZSubscribeAnswer = z.object({
  subscription: ZChannelSubscription.nullable(),
  charged: z.number().int().describe('hearts this call spent (0 when nothing was charged)'),
  balance: ZHeartBalance,
});
export type TSubscribeAnswer = z.infer<typeof ZSubscribeAnswer>;

export const ZSubscriptionList = z.object({
  items: z.array(ZChannelSubscription),
  total: z.number().int(),
  offset: z.number().int(),
  page: z.number().int(),
});
export type TSubscriptionList = z.infer<typeof ZSubscriptionList>;

export const ZSubscriberBadge = z.object({
  channelId: z.number().int(),
  subscribed: z.boolean(),
  months: z.number().int().describe('consecutive paid months of the live subscription'),
  since: instant.nullable(),
});
export type TSubscriberBadge = z.infer<typeof ZSubscriberBadge>;
