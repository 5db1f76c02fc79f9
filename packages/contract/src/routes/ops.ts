import { z } from 'zod';
import {
  ZOperator,
  ZOpsAuditEntry,
  ZOpsAuditQuery,
  ZOpsDashboard,
  ZOpsHeartsBody,
  ZOpsIdParams,
  ZOpsLoginBody,
  ZOpsMemberActivity,
  ZOpsMemberDetail,
  ZOpsMemberPage,
  ZOpsMemberQuery,
  ZOpsReasonBody,
} from '../schemas/ops.ts';
import {
  ZOperatorAccount,
  ZOperatorChangeBody,
  ZOperatorCreateBody,
  ZOperatorCreated,
} from '../schemas/ops-operators.ts';
import { defineRoutes } from './define.ts';
import { opsEndpoints } from './ops.endpoints.ts';

/** The operator console's API (issue 17, ADR 030). */
export const opsRoutes = defineRoutes('ops', opsEndpoints, {
  login: {
    summary:
      'Operator sign-in: e-mail, password and the authenticator code; sets ops_token (12 h, 30 min idle)',
    body: ZOpsLoginBody,
    answer: ZOperator,
  },
  logout: {
    summary: 'Ends the operator session and clears ops_token',
    answer: z.object({ loggedOut: z.literal(true) }),
  },
  me: { summary: 'The signed-in operator and role', answer: ZOperator },
  dashboard: {
    summary:
      'Today and the last 30 days in KST: sign-ups, verifications, payments, hearts, visitors, ' +
      'listening, top playlists (operator, finance)',
    answer: ZOpsDashboard,
  },
  members: {
    summary: 'Members by e-mail, nickname or id, a page at a time with the total (operator, support)',
    query: ZOpsMemberQuery,
    answer: ZOpsMemberPage,
  },
  member: {
    summary: 'One member: status, identity (never phone or CI), wallet, sessions (operator, support)',
    params: ZOpsIdParams,
    answer: ZOpsMemberDetail,
  },
  memberActivity: {
    summary:
      "A member's latest heart movements, purchases, payments, subscriptions and comments (operator, support)",
    params: ZOpsIdParams,
    answer: ZOpsMemberActivity,
  },
  block: {
    summary: 'Blocks a member and ends their sessions; audited (operator)',
    params: ZOpsIdParams,
    body: ZOpsReasonBody,
    answer: ZOpsMemberDetail,
  },
  unblock: {
    summary: 'Lifts a block; audited (operator)',
    params: ZOpsIdParams,
    body: ZOpsReasonBody,
    answer: ZOpsMemberDetail,
  },
  adultModeOff: {
    summary: "Turns a member's adult mode off; audited (operator, support)",
    params: ZOpsIdParams,
    body: ZOpsReasonBody,
    answer: ZOpsMemberDetail,
  },
  endSessions: {
    summary: 'Ends every session of a member (each device logs in again); audited (operator, support)',
    params: ZOpsIdParams,
    body: ZOpsReasonBody,
    answer: ZOpsMemberDetail,
  },
  changeBonus: {
    summary:
      'Grants or takes back bonus hearts as a ledger movement; a fresh authenticator code and an ' +
      'Idempotency-Key header are required; audited (operator)',
    params: ZOpsIdParams,
    body: ZOpsHeartsBody,
    answer: ZOpsMemberDetail,
  },
  audit: {
    summary: 'The audit log, newest first (operator)',
    query: ZOpsAuditQuery,
    answer: z.array(ZOpsAuditEntry),
  },
  operators: {
    summary: 'Every operator account with its role, standing and last sign-in (operator)',
    answer: z.array(ZOperatorAccount),
  },
  createOperator: {
    summary:
      "Creates an operator; answers their first password and TOTP secret once. A fresh code of the creator's authenticator is required; audited (operator)",
    body: ZOperatorCreateBody,
    answer: ZOperatorCreated,
  },
  changeOperator: {
    summary:
      "Changes another operator's role, or disables (sessions end at once) or re-enables them; audited (operator)",
    params: ZOpsIdParams,
    body: ZOperatorChangeBody,
    answer: ZOperatorAccount,
  },
});
