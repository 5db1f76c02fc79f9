import { z } from 'zod';

/** POST /v1/log/access (spec section 3 "Access log": url, referer, uid, pid). */
export const ZAccessLogBody = z.object({
  url: z
    .string()
    .min(1)
    .max(2048)
    .describe('the page: a path (/playlist/1?p_id=x) or an absolute URL of the site'),
  referer: z
    .string()
    .max(2048)
    .default('')
    .describe("where the visitor came from (document.referrer), '' for none"),
  uid: z
    .union([z.string().max(64), z.number().int()])
    .optional()
    .describe("the member's id as the client knows it; the session decides who is logged"),
  pid: z.string().max(64).default('').describe('the partner id (p_id); x-pid is used when empty'),
});
export type TAccessLogBody = z.infer<typeof ZAccessLogBody>;

export const ZAccessLogAnswer = z.object({ logged: z.boolean() });

/** POST /v1/analytics/log/user: a browsing session starts or stops (spec section 7 "Misc"). */
export const ZAnalyticsSessionBody = z.object({
  type: z.enum(['start', 'stop']),
  sessionId: z
    .string()
    .regex(/^[\w-]{8,64}$/)
    .describe("the tab's session id, made by the browser (8–64 letters, digits, _ or -)"),
});
export type TAnalyticsSessionBody = z.infer<typeof ZAnalyticsSessionBody>;

export const ZAnalyticsSessionAnswer = z.object({
  sessionId: z.string(),
  durationSec: z.number().int().describe('seconds since the session started'),
});
export type TAnalyticsSessionAnswer = z.infer<typeof ZAnalyticsSessionAnswer>;
