import { ApiError } from '@sogon/contract/api-client';

export type PlayErrorKind = 'not-purchased' | 'adult' | 'missing' | 'login' | 'unsupported' | 'network';

/** What a failed play call means for the listener. */
export function playErrorKind(error: unknown): PlayErrorKind {
  if (!(error instanceof ApiError)) return 'network';
  if (error.code === 'ERROR_CONTENT_NOT_PURCHASED') return 'not-purchased';
  if (error.code === 'ERROR_CONTENT_NOT_EXIST') return error.reason === 'adult' ? 'adult' : 'missing';
  if (error.code === 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST' || error.code === 'ERROR_USER_NOT_LOGIN')
    return 'login';
  return 'network';
}
