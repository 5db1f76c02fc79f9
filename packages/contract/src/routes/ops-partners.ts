import { z } from 'zod';
import {
  ZPartnerCsvQuery,
  ZPartnerDays,
  ZPartnerParams,
  ZPartnerReport,
  ZPartnerReportQuery,
} from '../schemas/ops-partners.ts';
import { defineRoutes } from './define.ts';
import { opsPartnersEndpoints } from './ops-partners.endpoints.ts';

/** Partner campaigns (p_id) in the operator console (issue 17, ADR 035): operator, finance. */
export const opsPartnersRoutes = defineRoutes('ops', opsPartnersEndpoints, {
  report: {
    summary:
      'Every partner of a period in KST (default the last 30 days): visits, sign-ups, verifications, first payments, revenue',
    query: ZPartnerReportQuery,
    answer: ZPartnerReport,
  },
  csv: {
    summary: 'The partner report day by day as CSV (UTF-8 with BOM), for all partners or one',
    query: ZPartnerCsvQuery,
    answer: z.string(),
    produces: 'text/csv',
  },
  partner: {
    summary: 'One partner day by day over a period in KST',
    params: ZPartnerParams,
    query: ZPartnerReportQuery,
    answer: ZPartnerDays,
  },
});
