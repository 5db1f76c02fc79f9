import { z } from 'zod';
import { ZOpsIdParams } from '../schemas/ops.ts';
import {
  ZOpsCoupon,
  ZOpsCouponBody,
  ZOpsCouponDetail,
  ZOpsCouponDisableBody,
  ZOpsCouponListQuery,
  ZOpsEvent,
  ZOpsEventBody,
  ZOpsEventListQuery,
} from '../schemas/ops-events.ts';
import { defineRoutes } from './define.ts';
import { opsEventsEndpoints } from './ops-events.endpoints.ts';

/** The console's events and coupons (issue 17, ADR 020). */
export const opsEventsRoutes = defineRoutes('ops', opsEventsEndpoints, {
  events: {
    summary: 'Every event, drafts too, newest first (operator, support, finance)',
    query: ZOpsEventListQuery,
    answer: z.array(ZOpsEvent),
  },
  createEvent: {
    summary:
      'Creates an event (join, verification, revalidation, coupon, attendance, promotion); audited (operator)',
    body: ZOpsEventBody,
    answer: ZOpsEvent,
  },
  event: {
    summary: 'One event (operator, support, finance)',
    params: ZOpsIdParams,
    answer: ZOpsEvent,
  },
  updateEvent: {
    summary: 'Changes an event; audited with before and after (operator)',
    params: ZOpsIdParams,
    body: ZOpsEventBody,
    answer: ZOpsEvent,
  },
  coupons: {
    summary: 'Coupons issued from the console with their redemption counts (operator, finance)',
    query: ZOpsCouponListQuery,
    answer: z.array(ZOpsCoupon),
  },
  createCoupon: {
    summary:
      'Issues a coupon of a coupon event: one shared code (quantity cap, per-person limit) or a ' +
      'batch of unique random codes; audited (operator)',
    body: ZOpsCouponBody,
    answer: ZOpsCoupon,
  },
  coupon: {
    summary: 'One coupon with its newest redemptions (operator, finance)',
    params: ZOpsIdParams,
    answer: ZOpsCouponDetail,
  },
  disableCoupon: {
    summary: 'Disables a coupon: its codes are refused from now on; audited (operator)',
    params: ZOpsIdParams,
    body: ZOpsCouponDisableBody,
    answer: ZOpsCoupon,
  },
  couponCodes: {
    summary: "A coupon's codes as CSV (UTF-8 with BOM for Excel), text/csv, not an envelope (operator)",
    params: ZOpsIdParams,
    answer: z.string(),
  },
});
