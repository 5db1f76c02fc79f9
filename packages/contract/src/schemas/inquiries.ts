import { z } from 'zod';
import {
  INQUIRY_ANSWER_MAX,
  INQUIRY_BODY_MAX,
  INQUIRY_CATEGORIES,
  INQUIRY_PAGE_SIZE,
  INQUIRY_TITLE_MAX,
} from '../limits.ts';

export const ZInquiryCategory = z.enum(INQUIRY_CATEGORIES);
export type TInquiryCategory = z.infer<typeof ZInquiryCategory>;
export const ZInquiryStatus = z.enum(['waiting', 'answered']);
export type TInquiryStatus = z.infer<typeof ZInquiryStatus>;

/** POST /v1/user/inquiries: a member's 1:1 문의. */
export const ZInquiryBody = z.object({
  category: ZInquiryCategory,
  title: z.string().trim().min(1).max(INQUIRY_TITLE_MAX),
  body: z.string().trim().min(1).max(INQUIRY_BODY_MAX),
});
export type TInquiryBody = z.infer<typeof ZInquiryBody>;

export const ZInquiry = z.object({
  id: z.number().int(),
  category: ZInquiryCategory,
  title: z.string(),
  body: z.string(),
  status: ZInquiryStatus,
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TInquiry = z.infer<typeof ZInquiry>;

export const ZInquiryPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1).describe('from 1, newest first'),
});

/** A page of inquiries, newest first, and how many there are in all. */
export const ZInquiryPage = z.object({
  items: z.array(ZInquiry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int().describe(`always ${INQUIRY_PAGE_SIZE}`),
});
export type TInquiryPage = z.infer<typeof ZInquiryPage>;

/** GET /ops/inquiries: the console's queue, waiting ones by default. */
export const ZOpsInquiryQuery = ZInquiryPageQuery.extend({
  status: ZInquiryStatus.optional().describe('omitted: every inquiry'),
});
export type TOpsInquiryQuery = z.infer<typeof ZOpsInquiryQuery>;

export const ZOpsInquiry = ZInquiry.extend({
  member: z.object({ id: z.number().int(), uid: z.string(), username: z.string() }),
});
export type TOpsInquiry = z.infer<typeof ZOpsInquiry>;

export const ZOpsInquiryPage = ZInquiryPage.extend({ items: z.array(ZOpsInquiry) });
export type TOpsInquiryPage = z.infer<typeof ZOpsInquiryPage>;

/** POST /ops/inquiries/{id}/answer: answers a waiting inquiry, once. */
export const ZOpsInquiryAnswerBody = z.object({
  answer: z.string().trim().min(1).max(INQUIRY_ANSWER_MAX),
});
export type TOpsInquiryAnswerBody = z.infer<typeof ZOpsInquiryAnswerBody>;
