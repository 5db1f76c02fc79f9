/**
 * The user copy the web client keeps under one key (spec section 3). The session token is not
 * part of it: it lives only in the HttpOnly `token` cookie. Failing to write it is only logged
 * (spec section 8).
 */
export const STORED_USER_KEY = 'user';
/** Written by /logout so that other tabs clear their copy and reload (spec section 4). */
export const LOGOUT_SIGNAL_KEY = 'logout';

export function clearStoredUser(storage: Storage): void {
  try {
    storage.removeItem(STORED_USER_KEY);
  } catch (error) {
    console.warn('could not clear the stored user', error);
  }
}

export function announceLogout(storage: Storage, now = Date.now()): void {
  try {
    storage.setItem(LOGOUT_SIGNAL_KEY, String(now));
  } catch (error) {
    console.warn('could not announce logout', error);
  }
}
