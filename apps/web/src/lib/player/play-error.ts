import { ApiError } from '@sogon/contract/api-client';
import { playerTexts } from '@sogon/contract/messages/player';

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

const TEXT_KEY: Record<PlayErrorKind, keyof typeof playerTexts.errors> = {
  'not-purchased': 'notPurchased',
  adult: 'adult',
  missing: 'missing',
  login: 'login',
  unsupported: 'unsupported',
  network: 'network',
};

/** The Korean line the mini bar and the full view show for a failed episode. */
export function playErrorText(kind: PlayErrorKind): string {
  return playerTexts.errors[TEXT_KEY[kind]];
}
