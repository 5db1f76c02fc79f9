import { z } from 'zod';
import { ZOpsReasonBody, ZOpsRole, ZTotpCode } from './ops.ts';

/** An operator account as the console lists it (never its password or TOTP secret). */
export const ZOperatorAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: ZOpsRole,
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  lastSignInAt: z.string().nullable(),
});
export type TOperatorAccount = z.infer<typeof ZOperatorAccount>;

/** A new operator: their sign-in e-mail, a name colleagues know them by, the role. */
export const ZOperatorCreateBody = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  name: z.string().trim().min(1).max(40),
  role: ZOpsRole,
  otp: ZTotpCode.describe("a fresh code of the creating operator's authenticator app"),
});
export type TOperatorCreateBody = z.infer<typeof ZOperatorCreateBody>;

/**
 * The new operator's first credentials, shown once to the operator who made them (to hand over in
 * person or through the company's password manager); neither is stored readable.
 */
export const ZOperatorCreated = z.object({
  operator: ZOperatorAccount,
  password: z.string(),
  totpSecret: z.string().describe('base32, for an authenticator app'),
  otpauth: z.string().describe('otpauth:// address of the same secret'),
});
export type TOperatorCreated = z.infer<typeof ZOperatorCreated>;

/** Another operator's role or standing; a disabled operator's sessions end at once. */
export const ZOperatorChangeBody = ZOpsReasonBody.extend({
  role: ZOpsRole.optional(),
  disabled: z.boolean().optional(),
}).refine((body) => body.role !== undefined || body.disabled !== undefined, {
  message: 'role or disabled is required',
});
export type TOperatorChangeBody = z.infer<typeof ZOperatorChangeBody>;
