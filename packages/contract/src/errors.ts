/**
 * The error catalogue of spec section 8, with the HTTP status each one travels with (api.md).
 * `ERROR_REQUEST_TIMEOUT`, `ERROR_TOO_MANY_REQUESTS`, `ERROR_PERMISSION_DENIED` and
 * `ERROR_AGE_CONFIRM_REQUIRED` are ours: the spec has no code for a request that ran past the
 * 20 s limit, for rate limiting, for a member acting on what is not theirs (another's comment, a
 * channel board they do not own), or for a sign-up that says it is not 14 or older.
 */
export const ERROR_STATUS = {
  ERROR_AUTHORIZE_TOKEN_NOT_EXIST: 401,
  ERROR_AUTHORIZE_TOKEN_EXPIRED: 401,
  ERROR_USER_LOGIN_FAILED: 401,
  ERROR_CATEGORY_NOT_EXIST: 404,
  ERROR_CATEGORY_NOT_MATCHED: 400,
  ERROR_API_PATH_WRONG: 404,
  ERROR_USER_JOIN: 400,
  ERROR_USER_NOT_LOGIN: 401,
  ERROR_USER_NOT_EXIST: 404,
  ERROR_USER_ALREADY_EXIST: 409,
  ERROR_PRODUCT_NOT_EXIST: 404,
  ERROR_PAYMENT_NOT_EXIST: 404,
  ERROR_PAYMENT_FAILED: 402,
  ERROR_HEART_NOT_ENOUGH: 402,
  ERROR_CONTENT_NOT_EXIST: 404,
  ERROR_CHANNEL_NOT_EXIST: 404,
  ERROR_KAKAO_CERT_FAILED: 400,
  ERROR_REQUEST_PARAMETER_WRONG: 400,
  ERROR_DATA_CREATE_FAILED: 500,
  ERROR_DATA_UPDATE_FAILED: 500,
  ERROR_USER_VALIDATION_FAILED: 401,
  ERROR_USE_HEART_CHECK: 400,
  ERROR_CONTENT_NOT_PURCHASED: 403,
  ERROR_EMAIL_REQUIRED: 400,
  ERROR_PASSWORD_REQUIRED: 400,
  ERROR_PASSWORD_MIN_LENGTH: 400,
  ERROR_POLICY_ACCEPT_REQUIRED: 400,
  ERROR_PRIVACY_ACCEPT_REQUIRED: 400,
  ERROR_AGE_CONFIRM_REQUIRED: 400,
  ERROR_USER_EXITED: 403,
  ERROR_PERMISSION_DENIED: 403,
  ERROR_REQUEST_TIMEOUT: 504,
  ERROR_TOO_MANY_REQUESTS: 429,
  ERROR_SERVICE_UNAVAILABLE: 503,
  ERROR_INTERNAL: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The failure body of api.md: `{message, result: {error}}`, with an optional Korean detail. */
export interface ErrorBody {
  message: ErrorCode;
  /** `reason` narrows a code where the client shows something different, e.g. 'adult' (19+ notice). */
  result: { error: ErrorCode; reason?: string };
  detail?: string;
}

export interface SuccessBody<T> {
  result: T;
}
