import { z } from 'zod';
import { COMMUNITY_TYPES, CONTENT_STATES, REPORT_STATUSES } from '../moderation.ts';

export { COMMUNITY_TYPES, CONTENT_STATES, REPORT_STATUSES } from '../moderation.ts';

import { ZOpsOptionalReason } from './ops.ts';
import { ZReportReason, ZReportTargetType } from './reports.ts';

/**
 * Moderation at the console (issue 17): the queue of reports (신고) grouped by target, and
 * hiding, showing again or deleting comments, board posts and gallery pictures.
 */
export const ZReportStatus = z.enum(REPORT_STATUSES);
export type TReportStatus = z.infer<typeof ZReportStatus>;

export const ZContentState = z.enum(CONTENT_STATES);
export type TContentState = z.infer<typeof ZContentState>;

const zId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const ZOpsReportQuery = z.object({
  status: ZReportStatus.default('open'),
  type: ZReportTargetType.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type TOpsReportQuery = z.infer<typeof ZOpsReportQuery>;

export const ZOpsReportTargetParams = z.object({ type: ZReportTargetType, id: zId });

/** What the item shows: a text excerpt, a title, a picture. */
export const ZOpsContentPreview = z.object({
  title: z.string(),
  excerpt: z.string().describe('the first 200 characters of the text'),
  thumbnailUrl: z.string().nullable(),
  /** Where a member sees it on the site, when it has a page. */
  sitePath: z.string().nullable(),
});

export const ZOpsContentAuthor = z.object({ id: z.number().int(), username: z.string() }).nullable();

export const ZOpsReportGroup = z.object({
  type: ZReportTargetType,
  id: z.number().int(),
  status: ZReportStatus,
  state: ZContentState,
  preview: ZOpsContentPreview,
  author: ZOpsContentAuthor,
  reporters: z.number().int(),
  reasons: z.record(ZReportReason, z.number().int()).describe('reports per reason'),
  /** The reporters' own words, newest first (at most 5). */
  notes: z.array(z.string()),
  firstReportedAt: z.string(),
  lastReportedAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolution: z.string().describe('the reason given when hidden or dismissed'),
});
export type TOpsReportGroup = z.infer<typeof ZOpsReportGroup>;

/** Hiding from the queue is one click: the reason is optional (the reports say why). */
export const ZOpsHideReportBody = z.object({ reason: ZOpsOptionalReason });
export type TOpsHideReportBody = z.input<typeof ZOpsHideReportBody>;

export const ZCommunityType = z.enum(COMMUNITY_TYPES);
export type TCommunityType = z.infer<typeof ZCommunityType>;

export const ZOpsCommunityParams = z.object({ type: ZCommunityType, id: zId });

export const ZOpsCommunityItem = z.object({
  type: ZCommunityType,
  id: z.number().int(),
  state: ZContentState.exclude(['missing']),
  preview: ZOpsContentPreview,
  author: ZOpsContentAuthor,
  channel: z.object({ id: z.number().int(), name: z.string() }),
  createdAt: z.string(),
  openReports: z.number().int(),
});
export type TOpsCommunityItem = z.infer<typeof ZOpsCommunityItem>;
