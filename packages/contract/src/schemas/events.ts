import { z } from 'zod';
import { COUPON_CODE_MAX_LENGTH } from '../limits.ts';

export { COUPON_CODE_MAX_LENGTH } from '../limits.ts';

import { EVENT_KINDS } from '../ops-limits.ts';

export { EVENT_KINDS } from '../ops-limits.ts';
export const ZEventKind = z.enum(EVENT_KINDS);
export type TEventKind = z.infer<typeof ZEventKind>;

/** GET /v1/service/event: the events on now (or those that ended), newest first. */
export const ZEventListQuery = z.object({
  type: ZEventKind.optional().describe('only this kind of event'),
  status: z.enum(['ongoing', 'ended']).default('ongoing'),
});
export type TEventListQuery = z.infer<typeof ZEventListQuery>;

export const ZEventCard = z.object({
  id: z.number().int(),
  kind: ZEventKind,
  title: z.string(),
  summary: z.string(),
  bannerImg: z.string(),
  linkUrl: z.string().describe("where the event leads ('' for its own page)"),
  startsAt: z.string().describe('ISO 8601'),
  endsAt: z.string().describe('ISO 8601'),
  status: z.enum(['upcoming', 'ongoing', 'ended']),
});
export type TEventCard = z.infer<typeof ZEventCard>;

/** GET /v1/promotion/{id}: an event's page. */
export const ZEventDetail = ZEventCard.extend({
  body: z.string(),
  rewardHearts: z.number().int().describe('attendance: bonus hearts per check-in day'),
  streakDays: z.number().int().describe('attendance: every this many days in a row earns streakHearts more'),
  streakHearts: z.number().int(),
  playlist: z
    .object({ id: z.number().int(), title: z.string(), coverImg: z.string() })
    .nullable()
    .describe("a promotion's playlist"),
});
export type TEventDetail = z.infer<typeof ZEventDetail>;

const ZCalendarMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .describe('YYYY-MM, Seoul');

/** GET /v1/service/attendances: the member's check-ins in a month of the running attendance event. */
export const ZAttendanceQuery = z.object({
  month: ZCalendarMonth.optional().describe('this month by default'),
});

export const ZAttendanceState = z.object({
  event: ZEventDetail.nullable().describe('the attendance event on now, null when none is'),
  month: z.string(),
  today: z.string().describe('YYYY-MM-DD, Seoul'),
  days: z.array(z.string()).describe('the days of the month the member checked in, YYYY-MM-DD'),
  checkedToday: z.boolean(),
  streak: z
    .number()
    .int()
    .describe('days in a row up to today (or yesterday, when today is not checked yet)'),
  totalDays: z.number().int().describe('check-ins in the whole event'),
  totalHearts: z.number().int().describe('bonus hearts the event has given the member'),
  needVerification: z
    .boolean()
    .describe('the member has no verified identity yet: check-ins need one (one per person a day)'),
});
export type TAttendanceState = z.infer<typeof ZAttendanceState>;

/** POST /v1/service/attendance: today's check-in (a second one the same day grants nothing). */
export const ZAttendanceResult = z.object({
  eventId: z.number().int(),
  day: z.string(),
  granted: z.boolean().describe('false when today was already checked'),
  hearts: z.number().int().describe('bonus hearts this check-in gave (0 when not granted)'),
  streak: z.number().int(),
  streakBonus: z.boolean().describe('this check-in completed a streak and earned its bonus'),
  message: z.string(),
});
export type TAttendanceResult = z.infer<typeof ZAttendanceResult>;

/** GET /v1/user/joinEvent: the sign-up event (hearts on identity verification). */
export const ZJoinEvent = z.object({
  event: ZEventCard.nullable(),
  hearts: z.number().int().describe('bonus hearts the first verification of a person gives'),
  eligible: z.boolean().describe('the member has not verified yet and the benefit is theirs to claim'),
  claimed: z.boolean().describe('this member received the benefit'),
});
export type TJoinEvent = z.infer<typeof ZJoinEvent>;

/** GET /v1/user/certEvent: the verification benefit as it stands for the member. */
export const ZCertEvent = z.object({
  verified: z.boolean(),
  claimed: z.boolean().describe('this member received the verification benefit'),
  usedElsewhere: z.boolean().describe("the person's benefit went to another of their accounts"),
  hearts: z.number().int().describe('hearts received (or to receive on verification)'),
  claimedAt: z.string().nullable(),
});
export type TCertEvent = z.infer<typeof ZCertEvent>;

/** GET /v1/user/revalidationEvent: adult verification holds for a year, then asks to be renewed. */
export const ZRevalidationEvent = z.object({
  verified: z.boolean(),
  verifiedAt: z.string().nullable(),
  dueAt: z.string().nullable().describe('when the verification should be renewed'),
  required: z.boolean().describe('the verification is older than a year'),
});
export type TRevalidationEvent = z.infer<typeof ZRevalidationEvent>;

/** GET /v1/user/couponEvent/{id}: a coupon event and whether the member has used its coupon. */
export const ZCouponEvent = z.object({
  event: ZEventDetail,
  redeemed: z.boolean(),
  hearts: z.number().int().describe('hearts the member received from it (0 when not redeemed)'),
  redeemedAt: z.string().nullable(),
  needVerification: z.boolean().describe('the member has no verified identity yet: coupons need one'),
});
export type TCouponEvent = z.infer<typeof ZCouponEvent>;

/**
 * POST /v1/user/confirm/event: redeems a coupon code. With `eventId`, a code of that event (the
 * first client's way); without it, the code alone names its live coupon event.
 */
export const ZConfirmEventBody = z.object({
  eventId: z.coerce
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe('the coupon event; omitted, the event that owns the code'),
  code: z.string().trim().min(1).max(COUPON_CODE_MAX_LENGTH),
});
export type TConfirmEventBody = z.infer<typeof ZConfirmEventBody>;

export const ZConfirmEventResult = z.object({
  eventId: z.number().int(),
  eventTitle: z.string().describe('the coupon event the code belonged to'),
  hearts: z.number().int(),
  message: z.string(),
});
export type TConfirmEventResult = z.infer<typeof ZConfirmEventResult>;

/** GET /v1/user/eventBanner: the banner of the verification dialog. */
export const ZEventBanner = z.object({
  banner: z
    .object({
      title: z.string(),
      imageUrl: z.string(),
      linkUrl: z.string(),
      hearts: z.number().int(),
    })
    .nullable()
    .describe("the sign-up event's banner for members who have its benefit to claim, else null"),
});
export type TEventBanner = z.infer<typeof ZEventBanner>;
