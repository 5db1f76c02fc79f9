import type { TStoredUser } from '@sogon/contract/schemas/user';
import { hasSessionMark } from './session-mark.ts';

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
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(STORED_USER_EVENT));
}

export function announceLogout(storage: Storage, now = Date.now()): void {
  try {
    storage.setItem(LOGOUT_SIGNAL_KEY, String(now));
  } catch (error) {
    console.warn('could not announce logout', error);
  }
}

/** Fired in this tab when the stored user changes (the `storage` event only reaches other tabs). */
export const STORED_USER_EVENT = 'sogon:user';

export function readStoredUser(storage: Storage): TStoredUser | null {
  try {
    const text = storage.getItem(STORED_USER_KEY);
    if (!text) return null;
    const value = JSON.parse(text) as TStoredUser;
    return value && typeof value.userInfo?.id === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the user object without its token: the token lives only in the HttpOnly cookie. */
export function writeStoredUser(
  storage: Storage,
  user: TStoredUser & { token?: string; joinType?: number },
): void {
  const { userInfo, asset } = user;
  try {
    storage.setItem(STORED_USER_KEY, JSON.stringify({ userInfo, asset }));
  } catch (error) {
    console.warn('could not write the stored user', error);
  }
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(STORED_USER_EVENT));
}

/**
 * Whether a member uses this browser: its stored copy, or else its session cookie (spec section
 * 4: a token cookie means logged in; the copy may be gone while the cookie lives on). The one
 * test of "logged in" for calls; components read the same through useStoredUser.
 */
export function isMemberHere(): boolean {
  try {
    if (readStoredUser(window.localStorage) !== null) return true;
  } catch {
    return true; // without localStorage, ask the API
  }
  return hasSessionMark();
}
