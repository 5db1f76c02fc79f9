import { z } from 'zod';
import { OPS_HEARTS_MAX, OPS_ROLES } from '../ops-access.ts';
import { OPS_REASON_MAX, OPS_REASON_MIN } from '../ops-limits.ts';

/** Why an operator acts, kept in the audit log: one rule for every console route. */
export const ZOpsReason = z
  .string()
  .trim()
  .min(OPS_REASON_MIN)
  .max(OPS_REASON_MAX)
  .describe('why; kept in the audit log');
/** A reason the operator may leave out (creating an event or a coupon, hiding a report). */
export const ZOpsOptionalReason = z
  .string()
  .trim()
  .max(OPS_REASON_MAX)
  .default('')
  .describe('why; kept in the audit log');

export {
  OPS_ACCESS,
  OPS_HEARTS_MAX,
  OPS_ROLES,
  opsMay,
  type TOpsAccess,
  type TOpsRole,
} from '../ops-access.ts';

/**
 * The operator console's API (`/api/live/ops/**`, issue 17). Operators are their own accounts
 * (not members) with a role; they sign in with a password and a TOTP code, and every route
 * checks the role on the server. Anyone else gets 404 ERROR_API_PATH_WRONG, as for a path that
 * does not exist.
 */
export const ZOpsRole = z.enum(OPS_ROLES);

/** Six digits from the authenticator app (RFC 6238, 30 s steps). */
export const ZTotpCode = z.string().regex(/^\d{6}$/);

export const ZOpsLoginBody = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  password: z.string().min(1).max(256),
  otp: ZTotpCode.describe('the current code of the authenticator app'),
});
export type TOpsLoginBody = z.infer<typeof ZOpsLoginBody>;

export const ZOperator = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: ZOpsRole,
  /** The session ends at this instant at the latest (ISO 8601). */
  sessionExpiresAt: z.string(),
});
export type TOperator = z.infer<typeof ZOperator>;

export const MEMBER_STATUSES = ['active', 'blocked', 'exited'] as const;
export const ZMemberStatus = z.enum(MEMBER_STATUSES);
export type TMemberStatus = z.infer<typeof ZMemberStatus>;

export const ZOpsMemberQuery = z.object({
  q: z.string().trim().max(100).default('').describe('e-mail, nickname or member id; empty lists the newest'),
  status: ZMemberStatus.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30).describe('members per page'),
  page: z.coerce.number().int().min(1).max(100_000).default(1).describe('1 is the newest members'),
});
export type TOpsMemberQuery = z.infer<typeof ZOpsMemberQuery>;

/** A member as the console lists them: never a phone number or a CI/DI value. */
export const ZOpsMemberRow = z.object({
  id: z.number().int(),
  uid: z.string(),
  provider: z.string(),
  username: z.string(),
  status: ZMemberStatus,
  isAuth: z.boolean().describe('identity verified'),
  adultMode: z.boolean(),
  joinedAt: z.string(),
});
export type TOpsMemberRow = z.infer<typeof ZOpsMemberRow>;

/** GET /ops/members: one page of the members that match, newest first, and how many match in all. */
export const ZOpsMemberPage = z.object({
  items: z.array(ZOpsMemberRow),
  total: z.number().int().describe('members matching the search, on every page'),
  page: z.number().int(),
  limit: z.number().int(),
});
export type TOpsMemberPage = z.infer<typeof ZOpsMemberPage>;

export const ZOpsMemberDetail = ZOpsMemberRow.extend({
  verifiedAt: z.string().nullable(),
  wallet: z.object({ paid: z.number().int(), bonus: z.number().int() }),
  activeSessions: z.number().int(),
  lastSeenAt: z.string().nullable(),
  payments: z.number().int().describe('completed payments'),
  purchases: z.number().int(),
  channelBlocks: z
    .array(z.object({ channelId: z.number().int(), name: z.string(), createdAt: z.string() }))
    .describe('channels whose owners blocked the member (issue 37): no comments, tips or gifts there'),
});
export type TOpsMemberDetail = z.infer<typeof ZOpsMemberDetail>;

export const ZOpsIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/**
 * Grant (positive) or take back (negative) bonus hearts: a ledger movement, never a balance edit.
 * A money action: the operator confirms it with a fresh authenticator code. The request carries
 * an Idempotency-Key header, so a retry moves nothing twice.
 */
export const ZOpsHeartsBody = z.object({
  bonus: z
    .number()
    .int()
    .min(-OPS_HEARTS_MAX)
    .max(OPS_HEARTS_MAX)
    .refine((value) => value !== 0)
    .describe('bonus hearts to grant (positive) or take back (negative)'),
  reason: ZOpsReason,
  otp: ZTotpCode.describe('a fresh code of the authenticator app (re-authentication)'),
});
export type TOpsHeartsBody = z.infer<typeof ZOpsHeartsBody>;

/** Why an operator acts: kept in the audit log. */
export const ZOpsReasonBody = z.object({ reason: ZOpsReason });
export type TOpsReasonBody = z.infer<typeof ZOpsReasonBody>;

export const ZOpsAuditQuery = z.object({
  q: z.string().trim().max(100).default('').describe('an action, a target (member:12) or an operator e-mail'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZOpsAuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorEmail: z.string(),
  action: z.string().describe('e.g. member.block'),
  target: z.string().describe('e.g. member:12'),
  reason: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TOpsAuditEntry = z.infer<typeof ZOpsAuditEntry>;

/** One Seoul day of the dashboard (issue 17): money in won, hearts split paid / bonus. */
export const ZOpsDayFigures = z.object({
  /** YYYY-MM-DD in KST. */
  day: z.string(),
  signups: z.number().int(),
  /** First identity verifications of a person. */
  verifications: z.number().int(),
  payments: z.number().int(),
  paymentWon: z.number().int(),
  refundWon: z.number().int(),
  chargedPaid: z.number().int(),
  chargedBonus: z.number().int(),
  spentPaid: z.number().int(),
  spentBonus: z.number().int(),
  expiredBonus: z.number().int(),
  /** Distinct members and browsers with a visit session that day. */
  activeVisitors: z.number().int(),
  plays: z.number().int(),
  listeningSec: z.number().int(),
});
export type TOpsDayFigures = z.infer<typeof ZOpsDayFigures>;

export const ZOpsTopPlaylist = z.object({
  id: z.number().int(),
  title: z.string(),
  channelName: z.string(),
  plays: z.number().int(),
  listeningSec: z.number().int(),
});
export type TOpsTopPlaylist = z.infer<typeof ZOpsTopPlaylist>;

export const ZOpsDashboard = z.object({
  /** The last 30 Seoul days, oldest first; the last one is today. */
  days: z.array(ZOpsDayFigures),
  /** The 10 playlists played most in those days. */
  topPlaylists: z.array(ZOpsTopPlaylist),
  generatedAt: z.string(),
});
export type TOpsDashboard = z.infer<typeof ZOpsDashboard>;

/** A member's recent activity in the console: what CS reads before answering a member. */
export const ZOpsMemberActivity = z.object({
  ledger: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      memo: z.string(),
      paid: z.number().int().describe("change of the member's paid hearts"),
      bonus: z.number().int().describe("change of the member's bonus hearts"),
      at: z.string(),
    }),
  ),
  purchases: z.array(
    z.object({
      id: z.number().int(),
      playlistId: z.number().int(),
      playlistTitle: z.string(),
      contentId: z.number().int().nullable(),
      hearts: z.number().int(),
      at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      productName: z.string(),
      amount: z.number().int(),
      status: z.string(),
      refundedAmount: z.number().int(),
      at: z.string(),
    }),
  ),
  subscriptions: z.array(
    z.object({
      id: z.number().int(),
      channelId: z.number().int(),
      channelName: z.string(),
      status: z.string(),
      currentPeriodEnd: z.string(),
      autoRenew: z.boolean(),
    }),
  ),
  comments: z.array(
    z.object({
      id: z.number().int(),
      targetType: z.string(),
      targetId: z.number().int(),
      excerpt: z.string(),
      hidden: z.boolean(),
      deleted: z.boolean(),
      at: z.string(),
    }),
  ),
});
export type TOpsMemberActivity = z.infer<typeof ZOpsMemberActivity>;
