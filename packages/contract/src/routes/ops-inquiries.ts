import {
  ZOpsInquiry,
  ZOpsInquiryAnswerBody,
  ZOpsInquiryPage,
  ZOpsInquiryQuery,
} from '../schemas/inquiries.ts';
import { ZOpsIdParams } from '../schemas/ops.ts';
import { defineRoutes } from './define.ts';
import { opsInquiriesEndpoints } from './ops-inquiries.endpoints.ts';

/** The console's 1:1 문의 queue (operator, support). */
export const opsInquiriesRoutes = defineRoutes('ops', opsInquiriesEndpoints, {
  list: {
    summary: 'Inquiries of every member, newest first, by status (operator, support)',
    query: ZOpsInquiryQuery,
    answer: ZOpsInquiryPage,
  },
  answer: {
    summary: 'Answers a waiting inquiry once; audited (operator, support)',
    params: ZOpsIdParams,
    body: ZOpsInquiryAnswerBody,
    answer: ZOpsInquiry,
  },
});
