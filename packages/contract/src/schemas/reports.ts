import { z } from 'zod';
import { REPORT_DETAIL_MAX, REPORT_REASONS, REPORT_TARGET_TYPES } from '../moderation.ts';

export { REPORT_DETAIL_MAX, REPORT_REASONS, REPORT_TARGET_TYPES } from '../moderation.ts';

/**
 * Reports (신고) of members about what others posted: a comment, a board post, a gallery
 * picture or an episode. One report per member and target; the console works a queue grouped
 * by target (issue 17).
 */
export const ZReportTargetType = z.enum(REPORT_TARGET_TYPES);
export type TReportTargetType = z.infer<typeof ZReportTargetType>;

export const ZReportReason = z.enum(REPORT_REASONS);
export type TReportReason = z.infer<typeof ZReportReason>;

export const ZReportBody = z.object({
  targetType: ZReportTargetType,
  targetId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  reason: ZReportReason,
  detail: z.string().trim().max(REPORT_DETAIL_MAX).default('').describe('optional words of the reporter'),
});
export type TReportBody = z.input<typeof ZReportBody>;

export const ZReportAnswer = z.object({ reported: z.literal(true) });
export type TReportAnswer = z.infer<typeof ZReportAnswer>;
