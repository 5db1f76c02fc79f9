import { ApiError } from '@sogon/contract/api-client';
import { offlineTexts } from '@sogon/contract/messages/offline';
import { playerTexts } from '@sogon/contract/messages/player';

export type PlayErrorKind =
  | 'not-purchased'
  | 'adult'
  | 'missing'
  | 'login'
  | 'unsupported'
  | 'network'
  | 'offline-expired'
  | 'offline-member';

/** What a failed play call means for the listener. */
export function playErrorKind(error: unknown): PlayErrorKind {
  if (!(error instanceof ApiError)) return 'network';
  if (error.code === 'ERROR_CONTENT_NOT_PURCHASED') {
    // Without a network the service worker answers for a saved copy it may not play (public/sw/saved.js).
    if (error.reason === 'offline-expired') return 'offline-expired';
    if (error.reason === 'offline-member') return 'offline-member';
    return 'not-purchased';
  }
  if (error.code === 'ERROR_CONTENT_NOT_EXIST') return error.reason === 'adult' ? 'adult' : 'missing';
  if (error.code === 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST' || error.code === 'ERROR_USER_NOT_LOGIN')
    return 'login';
  return 'network';
}

const TEXTS: Record<PlayErrorKind, string> = {
  'not-purchased': playerTexts.errors.notPurchased,
  adult: playerTexts.errors.adult,
  missing: playerTexts.errors.missing,
  login: playerTexts.errors.login,
  unsupported: playerTexts.errors.unsupported,
  network: playerTexts.errors.network,
  'offline-expired': offlineTexts.expired,
  'offline-member': offlineTexts.otherMember,
};

/** The Korean line the mini bar and the full view show for a failed episode. */
export function playErrorText(kind: PlayErrorKind): string {
  return TEXTS[kind];
}
