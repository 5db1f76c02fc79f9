import { z } from 'zod';
import { ZAsset, ZUserInfo } from './user.ts';

export { AUTH_CHECK_COOKIE, IDENTITY_MESSAGE_TYPE } from '../limits.ts';

/** Who verifies a person: Kakao certificate (KakaoTalk) or PASS (the carriers' phone check). */
export const IDENTITY_PROVIDERS = ['kakao', 'pass'] as const;
export const ZIdentityProvider = z.enum(IDENTITY_PROVIDERS);
export type IdentityProvider = z.infer<typeof ZIdentityProvider>;

/** The two PASS popups of spec section 2: /auth/pass (window `pass`) and /auth/faPass (`fapass`). */
export const PASS_KINDS = ['pass', 'fapass'] as const;
export const ZPassKind = z.enum(PASS_KINDS);
export type PassKind = z.infer<typeof ZPassKind>;

/** Mobile carriers a phone check reports; MVNO is every 알뜰폰 line. */
export const CARRIERS = ['SKT', 'KT', 'LGU', 'MVNO'] as const;
export const ZCarrier = z.enum(CARRIERS);
export type Carrier = z.infer<typeof ZCarrier>;

export const GENDERS = ['M', 'F'] as const;
export const ZGender = z.enum(GENDERS);
export type Gender = z.infer<typeof ZGender>;

export { isMobilePhone, isPersonName, normalisePhone, PERSON_NAME_MAX } from '../validation/person.ts';

/**
 * Kakao certificate request (spec section 7 `POST /v1/kakao/cert`). Loose here so the service
 * can answer a Korean detail naming the field that is wrong.
 */
export const ZKakaoCertBody = z.object({
  name: z.string().max(60).describe('the name on the KakaoTalk account'),
  phone: z.string().max(20).describe('mobile number, digits (hyphens are ignored)'),
  birthday: z.string().max(10).describe('YYYYMMDD (YYYY-MM-DD is accepted too)'),
});
export type TKakaoCertBody = z.infer<typeof ZKakaoCertBody>;

export const ZKakaoCertAnswer = z.object({
  id: z.string().describe('the request id to poll at /v1/kakao/status/{id}'),
  expiresAt: z.string().describe('ISO time until which the person can approve it in KakaoTalk'),
  sandbox: z.boolean().describe('true when the local test provider stands in for Kakao'),
  phoneUrl: z
    .string()
    .nullable()
    .describe('sandbox only: the page that plays the part of KakaoTalk on the phone'),
});
export type TKakaoCertAnswer = z.infer<typeof ZKakaoCertAnswer>;

export const KAKAO_CERT_STATUSES = ['pending', 'completed', 'failed', 'expired'] as const;
export const ZKakaoCertStatus = z.object({
  status: z.enum(KAKAO_CERT_STATUSES),
  expiresAt: z.string(),
  result: z
    .string()
    .nullable()
    .describe('when completed: the signed result to send to PUT /v1/user/authentication'),
});
export type TKakaoCertStatus = z.infer<typeof ZKakaoCertStatus>;

export const ZPassStartQuery = z.object({
  kind: ZPassKind.default('pass').describe('pass (/auth/pass) or fapass (/auth/faPass)'),
});

/** What a provider's callback carried back to our popup page, handed on unchanged. */
export const ZAuthenticationBody = z.object({
  provider: ZIdentityProvider,
  result: z.string().min(1).max(8192).describe("the provider's signed result"),
});
export type TAuthenticationBody = z.infer<typeof ZAuthenticationBody>;

/**
 * Why a verification earned what it did: the bonus now, nothing because this account had it
 * before (a renewed verification), or nothing because the person had it on another account.
 */
export const IDENTITY_BENEFIT_OUTCOMES = ['granted', 'verified-again', 'used-elsewhere'] as const;
export type IdentityBenefitOutcome = (typeof IDENTITY_BENEFIT_OUTCOMES)[number];

export const ZIdentityBenefit = z.object({
  granted: z.boolean().describe('true when this verification earned the one-per-person bonus'),
  hearts: z.number().int().describe('bonus hearts credited by this verification (0 when none)'),
  message: z.string().describe('what to tell the member, in Korean'),
  outcome: z
    .enum(IDENTITY_BENEFIT_OUTCOMES)
    .describe(
      'granted; verified-again (this account had the bonus before); used-elsewhere (another account had it)',
    ),
});
export type TIdentityBenefit = z.infer<typeof ZIdentityBenefit>;

export const ZAuthenticationAnswer = z.object({
  userInfo: ZUserInfo,
  asset: ZAsset,
  benefit: ZIdentityBenefit,
});
export type TAuthenticationAnswer = z.infer<typeof ZAuthenticationAnswer>;

/** `GET /v2/user/adultMode`: the mode (isAdult, 0 off / 1 on) and the adult status enum. */
export const ZAdultMode = z.object({
  isAdult: z.number().int().min(0).max(1).describe('adult mode: 1 on, 0 off'),
  adult: z.number().int().min(0).max(2).describe('adult-status enum: 0 not set, 1 adult, 2 not adult'),
});
export type TAdultMode = z.infer<typeof ZAdultMode>;

export const ZAdultModeBody = z.object({ isAdult: z.union([z.literal(0), z.literal(1)]) });
export type TAdultModeBody = z.infer<typeof ZAdultModeBody>;

/** Why turning adult mode on was refused (`result.reason` of the 403). */
export const ADULT_MODE_REFUSALS = {
  verificationRequired: 'verification-required',
  notAdult: 'not-adult',
} as const;
