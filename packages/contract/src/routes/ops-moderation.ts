import { z } from 'zod';
import { ZOpsReasonBody } from '../schemas/ops.ts';
import {
  ZOpsCommunityItem,
  ZOpsCommunityParams,
  ZOpsHideReportBody,
  ZOpsReportGroup,
  ZOpsReportQuery,
  ZOpsReportTargetParams,
} from '../schemas/ops-moderation.ts';
import { defineRoutes } from './define.ts';
import { opsModerationEndpoints } from './ops-moderation.endpoints.ts';

/** Reports (신고) and community moderation at the console (issue 17). */
export const opsModerationRoutes = defineRoutes('ops', opsModerationEndpoints, {
  reports: {
    summary:
      'Reports grouped by target with a preview, author, reporter count and reasons; ' +
      'filter by status and type; oldest first (operator, support)',
    query: ZOpsReportQuery,
    answer: z.array(ZOpsReportGroup),
  },
  hideReported: {
    summary:
      'Hides the reported item for members and resolves its open reports, in one transaction; audited (operator, support)',
    params: ZOpsReportTargetParams,
    body: ZOpsHideReportBody,
    answer: ZOpsReportGroup,
  },
  dismissReported: {
    summary: "Dismisses a target's open reports with a reason; the item stays; audited (operator, support)",
    params: ZOpsReportTargetParams,
    body: ZOpsReasonBody,
    answer: ZOpsReportGroup,
  },
  item: {
    summary: 'A comment, board post or gallery picture by id, whatever its state (operator, support)',
    params: ZOpsCommunityParams,
    answer: ZOpsCommunityItem,
  },
  hide: {
    summary: 'Hides a comment, board post or gallery picture for members; audited (operator, support)',
    params: ZOpsCommunityParams,
    body: ZOpsReasonBody,
    answer: ZOpsCommunityItem,
  },
  unhide: {
    summary: 'Shows a hidden comment, board post or gallery picture again; audited (operator, support)',
    params: ZOpsCommunityParams,
    body: ZOpsReasonBody,
    answer: ZOpsCommunityItem,
  },
  remove: {
    summary:
      'Deletes (softly) a comment, board post or gallery picture: gone for members; audited (operator, support)',
    params: ZOpsCommunityParams,
    body: ZOpsReasonBody,
    answer: ZOpsCommunityItem,
  },
});
