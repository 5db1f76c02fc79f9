import { z } from 'zod';
import {
  ZAttendanceQuery,
  ZAttendanceResult,
  ZAttendanceState,
  ZCertEvent,
  ZConfirmEventBody,
  ZConfirmEventResult,
  ZCouponEvent,
  ZEventBanner,
  ZEventCard,
  ZEventDetail,
  ZEventListQuery,
  ZJoinEvent,
  ZRevalidationEvent,
} from '../schemas/events.ts';
import { defineRoutes } from './define.ts';
import { eventsEndpoints } from './events.endpoints.ts';
import { ZIdParams } from './params.ts';

/** Events, attendance and coupons (spec section 7 "Banners and events"). */
export const eventsRoutes = defineRoutes('events', eventsEndpoints, {
  list: {
    summary: 'The events on now (status=ongoing) or those that ended, newest first',
    query: ZEventListQuery,
    answer: z.array(ZEventCard),
  },
  get: {
    summary: "An event's page: text, period, rewards and a promotion's playlist",
    params: ZIdParams,
    answer: ZEventDetail,
  },
  checkIn: {
    summary:
      "Today's check-in (Seoul day) in the running attendance event: once per verified person a day, " +
      'bonus hearts with a streak bonus; a second check-in the same day grants nothing',
    answer: ZAttendanceResult,
  },
  attendance: {
    summary: "The member's check-ins in a month of the running attendance event, with streak and totals",
    query: ZAttendanceQuery,
    answer: ZAttendanceState,
  },
  joinEvent: {
    summary:
      'The sign-up event: hearts on first identity verification, and whether the member can claim them',
    answer: ZJoinEvent,
  },
  certEvent: {
    summary: 'The identity-verification benefit as it stands for the member (one per person)',
    answer: ZCertEvent,
  },
  revalidationEvent: {
    summary: 'Whether the member’s verification is older than a year and should be renewed',
    answer: ZRevalidationEvent,
  },
  couponEvent: {
    summary: 'A coupon event and whether the member (the person) has used its coupon',
    params: ZIdParams,
    answer: ZCouponEvent,
  },
  redeemCoupon: {
    summary:
      'Redeems a coupon code of a coupon event: once per verified person per event, within the coupon’s ' +
      'limit, bonus hearts from the ledger in the same transaction',
    body: ZConfirmEventBody,
    answer: ZConfirmEventResult,
  },
  banner: {
    summary: "The verification dialog's banner: the sign-up event for members who can still claim it",
    answer: ZEventBanner,
  },
});
