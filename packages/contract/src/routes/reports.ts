import { ZReportAnswer, ZReportBody } from '../schemas/reports.ts';
import { defineRoutes } from './define.ts';
import { reportsEndpoints } from './reports.endpoints.ts';

/** Reports (신고) by members (issue 17). */
export const reportsRoutes = defineRoutes('reports', reportsEndpoints, {
  create: {
    summary:
      'Reports a comment, board post, gallery picture or episode the member can see and did not post; ' +
      'a second report of the same target answers success and adds nothing (members only)',
    body: ZReportBody,
    answer: ZReportAnswer,
  },
});
