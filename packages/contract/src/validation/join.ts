import type { ErrorCode } from '../errors.ts';

export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

/** A practical address check: one @, a dot in the domain, no spaces. The mail itself proves the rest. */
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isEmail(value: string): boolean {
  return value.length <= 254 && EMAIL.test(value);
}

function accepted(value: unknown): boolean {
  return value === 1 || value === true;
}

export interface JoinInput {
  uid?: string;
  password?: string;
  policyAccept?: unknown;
  privacyAccept?: unknown;
  /** 만 14세 이상 (issue 39): the site always sends it; a spec-only client may leave it out. */
  ageOver14?: unknown;
}

/**
 * The sign-up checks of spec section 5, in the order a person fixes them. The page and the API
 * run the same function, so both show the same first problem. A malformed address or an
 * over-long password is a parameter error: the spec has no code of its own for them.
 */
export function validateJoin(input: JoinInput): ErrorCode | null {
  const uid = normaliseEmail(input.uid ?? '');
  const password = input.password ?? '';
  if (!uid) return 'ERROR_EMAIL_REQUIRED';
  if (!isEmail(uid)) return 'ERROR_REQUEST_PARAMETER_WRONG';
  if (!password) return 'ERROR_PASSWORD_REQUIRED';
  if (password.length < PASSWORD_MIN_LENGTH) return 'ERROR_PASSWORD_MIN_LENGTH';
  if (password.length > PASSWORD_MAX_LENGTH) return 'ERROR_REQUEST_PARAMETER_WRONG';
  if (!accepted(input.policyAccept)) return 'ERROR_POLICY_ACCEPT_REQUIRED';
  if (!accepted(input.privacyAccept)) return 'ERROR_PRIVACY_ACCEPT_REQUIRED';
  if (input.ageOver14 !== undefined && !accepted(input.ageOver14)) return 'ERROR_AGE_CONFIRM_REQUIRED';
  return null;
}

/** New-password check shared by the reset form and the API. */
export function validateNewPassword(password: string): ErrorCode | null {
  if (!password) return 'ERROR_PASSWORD_REQUIRED';
  if (password.length < PASSWORD_MIN_LENGTH) return 'ERROR_PASSWORD_MIN_LENGTH';
  if (password.length > PASSWORD_MAX_LENGTH) return 'ERROR_REQUEST_PARAMETER_WRONG';
  return null;
}
