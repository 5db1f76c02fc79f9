import { z } from 'zod';

export {
  OPS_COUPON_ALPHABET,
  OPS_COUPON_BATCH_MAX,
  OPS_COUPON_CODE_LENGTH,
  OPS_COUPON_PER_PERSON_MAX,
  OPS_EVENT_HEARTS_MAX,
} from '../ops-limits.ts';

import { EVENT_KINDS } from './events.ts';
import { ZOpsOptionalReason, ZOpsReason } from './ops.ts';

/**
 * The console's events and coupons (issue 17, ADR 020). Ranges that a person can get wrong
 * (periods, rewards, quantities) are checked by the API with a Korean `detail`; the schemas only
 * fix the shapes.
 */

export const ZOpsEventKind = z.enum(EVENT_KINDS);
export const ZOpsEventVisibility = z.enum(['draft', 'published']);

const instant = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .describe('ISO 8601 with offset (the console sends KST, +09:00)');

export const ZOpsEventListQuery = z.object({
  kind: ZOpsEventKind.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type TOpsEventListQuery = z.infer<typeof ZOpsEventListQuery>;

export const ZOpsEventBody = z.object({
  kind: ZOpsEventKind,
  title: z.string().trim().max(200),
  summary: z.string().trim().max(1000).default(''),
  body: z.string().max(20_000).default(''),
  bannerImg: z.string().trim().max(1000).default('').describe("image URL ('' for none)"),
  linkUrl: z.string().trim().max(1000).default(''),
  playlistId: z.number().int().positive().nullable().default(null),
  rewardHearts: z.number().int().default(0).describe('attendance: bonus hearts per check-in day'),
  streakDays: z.number().int().default(0),
  streakHearts: z.number().int().default(0),
  status: ZOpsEventVisibility.default('draft'),
  startsAt: instant,
  endsAt: instant,
  reason: ZOpsOptionalReason,
});
export type TOpsEventBody = z.input<typeof ZOpsEventBody>;
export type TOpsEventBodyParsed = z.output<typeof ZOpsEventBody>;

export const ZOpsEvent = z.object({
  id: z.number().int(),
  kind: ZOpsEventKind,
  title: z.string(),
  summary: z.string(),
  body: z.string(),
  bannerImg: z.string(),
  linkUrl: z.string(),
  playlistId: z.number().int().nullable(),
  rewardHearts: z.number().int(),
  streakDays: z.number().int(),
  streakHearts: z.number().int(),
  status: ZOpsEventVisibility,
  startsAt: z.string(),
  endsAt: z.string(),
  /** Where it stands now: upcoming, ongoing or ended (by its dates). */
  phase: z.enum(['upcoming', 'ongoing', 'ended']),
  createdAt: z.string(),
});
export type TOpsEvent = z.infer<typeof ZOpsEvent>;

export const ZOpsCouponMode = z.enum(['shared', 'batch']);
export type TOpsCouponMode = z.infer<typeof ZOpsCouponMode>;

export const ZOpsCouponListQuery = z.object({
  eventId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type TOpsCouponListQuery = z.infer<typeof ZOpsCouponListQuery>;

export const ZOpsCouponBody = z.object({
  eventId: z.number().int().positive().describe('the coupon event members redeem it in'),
  name: z.string().trim().max(200),
  mode: ZOpsCouponMode,
  code: z
    .string()
    .trim()
    .max(64)
    .default('')
    .describe("shared: the code people type ('' makes one); batch: ignored"),
  quantity: z
    .number()
    .int()
    .nullable()
    .default(null)
    .describe('shared: redemptions in all (null: no cap); batch: how many codes'),
  perPerson: z.number().int().default(1).describe('redemptions per person (verified identity)'),
  hearts: z.number().int().describe('bonus hearts per redemption'),
  startsAt: instant,
  endsAt: instant,
  reason: ZOpsOptionalReason,
});
export type TOpsCouponBody = z.input<typeof ZOpsCouponBody>;
export type TOpsCouponBodyParsed = z.output<typeof ZOpsCouponBody>;

export const ZOpsCoupon = z.object({
  id: z.number().int(),
  eventId: z.number().int(),
  eventTitle: z.string(),
  name: z.string(),
  mode: ZOpsCouponMode,
  /** Shared: the code; batch: null (codes.csv). */
  code: z.string().nullable(),
  codes: z.number().int().describe('how many codes'),
  quantity: z.number().int().nullable(),
  perPerson: z.number().int(),
  hearts: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  disabledAt: z.string().nullable(),
  redeemed: z.number().int().describe('redemptions so far'),
  status: z.enum(['scheduled', 'active', 'exhausted', 'expired', 'disabled']),
  createdAt: z.string(),
});
export type TOpsCoupon = z.infer<typeof ZOpsCoupon>;

export const ZOpsCouponRedemption = z.object({
  userId: z.number().int(),
  username: z.string(),
  code: z.string(),
  hearts: z.number().int(),
  at: z.string(),
});
export type TOpsCouponRedemption = z.infer<typeof ZOpsCouponRedemption>;

export const ZOpsCouponDetail = ZOpsCoupon.extend({
  redemptions: z.array(ZOpsCouponRedemption).describe('the newest 200'),
});
export type TOpsCouponDetail = z.infer<typeof ZOpsCouponDetail>;

export const ZOpsCouponDisableBody = z.object({ reason: ZOpsReason });
export type TOpsCouponDisableBody = z.infer<typeof ZOpsCouponDisableBody>;
