import { ZInquiry, ZInquiryBody, ZInquiryPage, ZInquiryPageQuery } from '../schemas/inquiries.ts';
import { defineRoutes } from './define.ts';
import { inquiriesEndpoints } from './inquiries.endpoints.ts';

/** 1:1 문의: a signed-in member's questions and their answers. */
export const inquiriesRoutes = defineRoutes('inquiries', inquiriesEndpoints, {
  list: {
    summary: "The member's own inquiries with their status and answer, newest first",
    query: ZInquiryPageQuery,
    answer: ZInquiryPage,
  },
  create: {
    summary: 'Sends a 1:1 inquiry (category, title, body); it waits for an answer from the console',
    body: ZInquiryBody,
    answer: ZInquiry,
  },
});
