import { z } from 'zod';
import { LOGIN_PROVIDERS } from '../enums.ts';

export const ZLoginProvider = z.enum(LOGIN_PROVIDERS);
export const ZSnsProvider = z.enum(['google', 'kakao', 'naver']);
export type SnsProvider = z.infer<typeof ZSnsProvider>;

/** `userInfo` of the stored user (spec section 3), plus what the profile screens show. */
export const ZUserInfo = z.object({
  id: z.number().int(),
  uid: z.string().describe('login id: the e-mail address, or the provider account for SNS members'),
  pid: z.string().describe('partner id the member arrived with'),
  provider: ZLoginProvider,
  isPaid: z.boolean().describe('has completed at least one payment'),
  authEvent: z.number().int().describe('1 when the sign-up identity benefit is still open'),
  username: z.string(),
  profileImg: z.string(),
});
export type TUserInfo = z.infer<typeof ZUserInfo>;

/** `asset` of the stored user: adult status enum (0 not set, 1 adult, 2 not adult) and flags 0/1. */
export const ZAsset = z.object({
  is_adult: z.number().int().min(0).max(2),
  is_auth: z.number().int().min(0).max(1),
  adult_mode: z.number().int().min(0).max(1),
});
export type TAsset = z.infer<typeof ZAsset>;

/** The user object of api.md, answered by join, login, SNS login and refresh. */
export const ZUserObject = z.object({
  token: z.string(),
  userInfo: ZUserInfo,
  asset: ZAsset,
  joinType: z.number().int().describe('join-type enum: 1 when this call created the account, else 0'),
});
export type TUserObject = z.infer<typeof ZUserObject>;

/** What the client may keep in localStorage: the user object without its token. */
export type TStoredUser = Omit<TUserObject, 'token' | 'joinType'>;

const looseString = z.string().max(320).optional();
const flag = z.union([z.literal(0), z.literal(1), z.boolean()]).optional();

/**
 * Join payload of spec section 3 (`uid, password, provider, alarmCheck`) plus the two consents
 * the sign-up form collects. Fields are loose here so the service can answer the spec's own
 * validation codes in their order instead of a generic parameter error.
 */
export const ZJoinBody = z.object({
  uid: looseString,
  password: z.string().max(256).optional(),
  provider: z.literal('email').optional(),
  alarmCheck: flag,
  policyAccept: flag.describe('terms of service accepted (1)'),
  privacyAccept: flag.describe('privacy policy accepted (1)'),
  ageOver14: flag.describe(
    'the member confirms being 14 or older (1), recorded with its time; omitted by a client that ' +
      'follows the spec only, then nothing is recorded; 0 is refused (ERROR_AGE_CONFIRM_REQUIRED)',
  ),
});
export type TJoinBody = z.infer<typeof ZJoinBody>;

export const ZLoginBody = z.object({
  uid: looseString,
  password: z.string().max(256).optional(),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZSnsLoginBody = z.object({
  code: z.string().min(1).max(2048),
  provider: ZSnsProvider,
  state: z.string().min(1).max(256).describe('the state the authorize redirect carried back'),
});
export type TSnsLoginBody = z.infer<typeof ZSnsLoginBody>;

export const ZSign = z.object({ alarmCheck: z.number().int().min(0).max(1) });
export type TSign = z.infer<typeof ZSign>;

export const ZSignPatch = z.object({ alarmCheck: z.union([z.literal(0), z.literal(1)]) });

export const USERNAME_MAX = 20;

export const ZProfilePatch = z
  .object({
    username: z.string().trim().min(2).max(USERNAME_MAX).optional(),
    profileImg: z.string().max(300).optional(),
  })
  .refine((value) => value.username !== undefined || value.profileImg !== undefined, {
    message: 'nothing to update',
  });
export type TProfilePatch = z.infer<typeof ZProfilePatch>;

export const ZProfileUpload = z.object({ profileImg: z.string() });

export const ZLogout = z.object({ loggedOut: z.boolean() });

/** Find account: ask for a reset mail (`userId`), or set a new password with the mailed `fa`. */
export const ZFindAccountBody = z.union([
  z.object({ userId: z.string().max(320) }),
  z.object({ fa: z.string().min(1).max(128), password: z.string().max(256) }),
]);
export type TFindAccountBody = z.infer<typeof ZFindAccountBody>;

export const ZFindAccountAnswer = z.object({
  sent: z.boolean().optional().describe('a mail went out if the address belongs to an email member'),
  reset: z.boolean().optional().describe('the password was changed and all sessions ended'),
});

export const ZFindAccountQuery = z.object({ fa: z.string().min(1).max(128) });
export const ZFindAccountCheck = z.object({
  uid: z.string().describe('the e-mail address, partly masked'),
  expiresAt: z.string(),
});

export const ZResignQuery = z.object({
  a: z.string().trim().min(1).max(200).describe('the reason the member chose'),
});
export const ZResignBody = z
  .object({ password: z.string().max(256).optional().describe('required for email members') })
  .optional();
export const ZResignAnswer = z.object({ exited: z.boolean() });

/** SNS login answer: the user object plus the same-site path the login started from. */
export const ZSnsLoginAnswer = ZUserObject.extend({
  returnTo: z.string().describe('same-site path to continue at (given to authorize, else /)'),
});
export type TSnsLoginAnswer = z.infer<typeof ZSnsLoginAnswer>;

export const ZSnsAuthorizeQuery = z.object({
  returnTo: z.string().optional().describe('same-site path to come back to; anything else becomes /'),
  popup: z.string().max(8).optional().describe('1 when the flow runs in a popup window'),
});

/** A social login the site offers; `sandbox` marks the local test provider standing in for it. */
export const ZSnsProviderStatus = z.object({ provider: ZSnsProvider, sandbox: z.boolean() });
export type TSnsProviderStatus = z.infer<typeof ZSnsProviderStatus>;
