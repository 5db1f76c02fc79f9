/**
 * Reports (신고) and moderation without zod, so client components can read the lists (like
 * ops-access.ts); the schemas build on them (schemas/reports.ts, schemas/ops-moderation.ts).
 */
export const REPORT_TARGET_TYPES = ['comment', 'board', 'gallery', 'episode'] as const;
export type TReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_REASONS = ['spam', 'abuse', 'sexual', 'copyright', 'privacy', 'other'] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

/** The most characters of a report's own words. */
export const REPORT_DETAIL_MAX = 300;

export const REPORT_STATUSES = ['open', 'hidden', 'dismissed'] as const;
export type TReportStatus = (typeof REPORT_STATUSES)[number];

/** What a reported or looked-up item is now, for members. */
export const CONTENT_STATES = ['visible', 'hidden', 'deleted', 'missing'] as const;
export type TContentState = (typeof CONTENT_STATES)[number];

/** What the console hides, shows again or deletes directly. */
export const COMMUNITY_TYPES = ['comment', 'board', 'gallery'] as const;
export type TCommunityType = (typeof COMMUNITY_TYPES)[number];
