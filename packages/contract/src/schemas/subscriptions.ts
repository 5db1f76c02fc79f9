import { z } from 'zod';
import {
  TIER_BADGE_MAX_LENGTH,
  TIER_BENEFIT_MAX_LENGTH,
  TIER_BENEFIT_MAX_LINES,
  TIER_EARLY_ACCESS_MAX_DAYS,
  TIER_MAX_HEARTS,
  TIER_MAX_SORT,
  TIER_NAME_MAX_LENGTH,
} from '../limits.ts';
import { ZHeartBalance } from './purchases.ts';

export {
  TIER_BADGE_MAX_LENGTH,
  TIER_BENEFIT_MAX_LENGTH,
  TIER_BENEFIT_MAX_LINES,
  TIER_EARLY_ACCESS_MAX_DAYS,
  TIER_MAX_HEARTS,
  TIER_MAX_SORT,
  TIER_NAME_MAX_LENGTH,
} from '../limits.ts';

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
  productId: id
    .optional()
    .describe(
      'with status 1: the tier version to subscribe to (one on sale); default the first tier on sale. ' +
        'A live subscription to another tier changes tier as PUT …/tier does.',
    ),
});
export type TChannelSubscribeBody = z.infer<typeof ZChannelSubscribeBody>;

/** `PUT /v1/user/channelSubscribe/{id}`: the same with the channel in the path. */
export const ZChannelSubscribeStatusBody = z.object({
  status: ZSubscribeToggle.describe('1 subscribe / resume auto-renew, 0 cancel auto-renew'),
  productId: id.optional().describe('with status 1: the tier version to subscribe to (one on sale)'),
});

/** `PUT /v1/user/channelSubscribe/{id}/tier`: move a live subscription to another tier on sale. */
export const ZChangeTierBody = z.object({
  productId: id.describe('the tier version on sale to move to'),
});
export type TChangeTierBody = z.infer<typeof ZChangeTierBody>;

export const ZChannelParams = z.object({ id });

export const ZSubscriptionListQuery = z.object({
  offset: z.coerce.number().int().min(1).max(100).default(10).describe('page size (spec default 10)'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const ZBadgeQuery = z.object({ channelId: id });

/** What a tier version gives its members (ADR 066). */
const tierBenefits = {
  includesPaidEpisodes: z.boolean().describe('members hear every paid episode of the channel'),
  earlyAccessDays: z.number().int().describe('days of 선공개 the studio offers this tier by default'),
  membersOnlyPosts: z.boolean().describe('members see members-only board posts and gallery items'),
  badge: z.string().describe("shown beside members' names; empty: none"),
};

export const ZSubscriptionProduct = z.object({
  id: z.number().int().describe('the version on sale (what a subscribe names as productId)'),
  tierId: z.number().int().describe('the tier: the id of its first version'),
  channelId: z.number().int(),
  name: z.string(),
  hearts: z.number().int().describe('hearts per month'),
  benefits: z.array(z.string()),
  ...tierBenefits,
  sort: z.number().int(),
  nextPaymentDate: calendarDate.describe(
    'when the second month would be charged if subscribing now (spec section 9 rule)',
  ),
});
export type TSubscriptionProduct = z.infer<typeof ZSubscriptionProduct>;

export const ZChannelSubscription = z.object({
  id: z.number().int(),
  channel: z.object({ id: z.number().int(), name: z.string(), profileImg: z.string() }),
  productId: z.number().int().describe('the tier version held: its terms stay until a tier change'),
  productName: z.string(),
  tierId: z.number().int(),
  hearts: z.number().int().describe('hearts per month of the version held'),
  ...tierBenefits,
  pending: z
    .object({ productId: z.number().int(), name: z.string(), hearts: z.number().int() })
    .nullable()
    .describe('a downgrade the next renewal applies (and charges), else null'),
  status: ZSubscriptionStatus,
  autoRenew: z.boolean(),
  live: z.boolean().describe("the version's benefits hold now (active, or cancelled until the period end)"),
  entitled: z
    .boolean()
    .describe('paid episodes of the channel play now (live, and the version includes paid episodes)'),
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
  change: z
    .enum(['none', 'upgraded', 'downgrade_pending', 'switched', 'pending_cleared'])
    .optional()
    .describe(
      'a tier change: upgraded (moved now, the difference charged), downgrade_pending (applied at renewal), ' +
        'switched (same price, moved now), pending_cleared (back to the tier held), none',
    ),
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
  label: z.string().describe("the live version's badge, empty when none or not subscribed"),
});
export type TSubscriberBadge = z.infer<typeof ZSubscriberBadge>;

// ---- The studio's tiers (issue 37) ----

/** `POST /v1/studio/tiers`, `PUT /v1/studio/tiers/{id}`: a tier's terms. */
export const ZStudioTierBody = z.object({
  name: z.string().trim().min(1).max(TIER_NAME_MAX_LENGTH),
  hearts: z.number().int().min(1).max(TIER_MAX_HEARTS).describe('hearts per month'),
  benefits: z
    .array(z.string().trim().min(1).max(TIER_BENEFIT_MAX_LENGTH))
    .max(TIER_BENEFIT_MAX_LINES)
    .default([])
    .describe('one line each, shown as a list'),
  includesPaidEpisodes: z.boolean(),
  earlyAccessDays: z.number().int().min(0).max(TIER_EARLY_ACCESS_MAX_DAYS).default(0),
  membersOnlyPosts: z.boolean().default(false),
  badge: z.string().trim().max(TIER_BADGE_MAX_LENGTH).default(''),
  sort: z.number().int().min(0).max(TIER_MAX_SORT).default(0).describe('smaller first'),
});
export type TStudioTierBody = z.infer<typeof ZStudioTierBody>;

export const ZStudioTierCreateBody = ZStudioTierBody.extend({
  channelId: id.describe('one of the channels the caller owns'),
});
export type TStudioTierCreateBody = z.infer<typeof ZStudioTierCreateBody>;

export const ZStudioTierSaleBody = z.object({ onSale: z.boolean() });

export const ZStudioTierParams = z.object({ id: id.describe('the tier (id of its first version)') });

/** A tier as its creator sees it: the newest version, on sale or not. */
export const ZStudioTier = z.object({
  tierId: z.number().int(),
  productId: z.number().int().describe('the newest version'),
  channelId: z.number().int(),
  name: z.string(),
  hearts: z.number().int(),
  benefits: z.array(z.string()),
  ...tierBenefits,
  sort: z.number().int(),
  onSale: z.boolean(),
  versions: z.number().int().describe('versions written so far (1 until the first edit)'),
  subscribers: z.number().int().describe('live subscriptions on any version of the tier'),
  createdAt: instant.describe('when the newest version was written'),
});
export type TStudioTier = z.infer<typeof ZStudioTier>;

export const ZStudioTierChannel = z.object({
  channel: z.object({ id: z.number().int(), name: z.string() }),
  tiers: z.array(ZStudioTier),
});
export type TStudioTierChannel = z.infer<typeof ZStudioTierChannel>;
