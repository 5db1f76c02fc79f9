import { z } from 'zod';
import { ZCalendarDay } from './stats.ts';

/** The longest period one partner report covers, in days. */
export const PARTNER_REPORT_MAX_DAYS = 366;
/** Without `from`, the report covers this many days up to today. */
export const PARTNER_REPORT_DEFAULT_DAYS = 30;

/** A partner id as the site stores it from the p_id query (spec section 4). */
export const ZPartnerId = z.string().trim().min(1).max(100);

/** Both days are included, in KST; without them, the last 30 days with today. */
export const ZPartnerReportQuery = z.object({
  from: ZCalendarDay.optional(),
  to: ZCalendarDay.optional(),
});
export type TPartnerReportQuery = z.infer<typeof ZPartnerReportQuery>;

export const ZPartnerCsvQuery = ZPartnerReportQuery.extend({
  pid: ZPartnerId.optional().describe('one partner; all partners without it'),
});

export const ZPartnerParams = z.object({ pid: ZPartnerId });

const ZFigures = {
  visits: z.number().int().describe('page views that carried the p_id'),
  visitors: z.number().int().describe('distinct browsers among them, per day'),
  signups: z.number().int().describe('members who joined with the p_id'),
  verifications: z.number().int().describe("those members' first identity verifications"),
  firstPayments: z.number().int().describe("those members' first approved payments"),
  firstPaymentWon: z.number().int(),
  payments: z.number().int().describe('every approved payment of those members'),
  revenueWon: z.number().int().describe('won of those payments, before refunds'),
  refundWon: z.number().int().describe('won refunded to those members that day'),
};

export const ZPartnerFigures = z.object(ZFigures);
export type TPartnerFigures = z.infer<typeof ZPartnerFigures>;

export const ZPartnerDay = z.object({ day: ZCalendarDay, pid: z.string(), ...ZFigures });
export type TPartnerDay = z.infer<typeof ZPartnerDay>;

export const ZPartnerTotals = z.object({ pid: z.string(), ...ZFigures });
export type TPartnerTotals = z.infer<typeof ZPartnerTotals>;

/** Every partner with traffic or members in the period, biggest revenue first. */
export const ZPartnerReport = z.object({
  from: ZCalendarDay,
  to: ZCalendarDay,
  partners: z.array(ZPartnerTotals),
  totals: ZPartnerFigures,
  generatedAt: z.string(),
});
export type TPartnerReport = z.infer<typeof ZPartnerReport>;

/** One partner, day by day (a quiet day answers zeros). */
export const ZPartnerDays = z.object({
  from: ZCalendarDay,
  to: ZCalendarDay,
  pid: z.string(),
  days: z.array(ZPartnerDay),
  totals: ZPartnerFigures,
  generatedAt: z.string(),
});
export type TPartnerDays = z.infer<typeof ZPartnerDays>;
