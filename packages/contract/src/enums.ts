/** Enumerations of spec section 3. */
export const ADULT_STATUS = { notSet: 0, adult: 1, notAdult: 2 } as const;
export type AdultStatus = (typeof ADULT_STATUS)[keyof typeof ADULT_STATUS];

export const JOIN_TYPE = { notSet: 0, join: 1 } as const;

export const PAYMENT_STATUS = {
  firstPayment: 0,
  normal: 1,
  extraDiscount: 2,
  comeback: 3,
  premium: 4,
} as const;

export const MEDIA_TYPES = ['audio', 'video', 'audiotoon'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const LOGIN_PROVIDERS = ['email', 'google', 'kakao', 'naver', 'sandbox'] as const;
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];
