import { parseCookieHeader, serializeCookie } from '../cookie-value.ts';

/**
 * Spec section 4: a token cookie means logged in. The `token` cookie is HttpOnly (decision 003),
 * so page scripts cannot see it; this readable cookie says only that it is there. The site sets
 * it on every page request that carries a `token` cookie and removes it from one that does not
 * (proxy.ts), so it follows the token cookie, never the stored user copy that Safari drops after
 * seven days without a visit (decision 064). Its value is no secret and proves nothing: the API
 * still decides with the token itself.
 */
export const SESSION_MARK_COOKIE = 'signed_in';
const TOKEN_COOKIE = 'token';

/** What a page response does with the mark, from the request's cookies: set it, remove it, or nothing. */
export function sessionMarkUpdate(cookies: Record<string, string | undefined>): 'set' | 'remove' | null {
  const hasToken = Boolean(cookies[TOKEN_COOKIE]);
  const marked = cookies[SESSION_MARK_COOKIE] === '1';
  if (hasToken && !marked) return 'set';
  if (!hasToken && cookies[SESSION_MARK_COOKIE] !== undefined) return 'remove';
  return null;
}

/** Whether this browser holds a session cookie (read in the browser; false while rendering on the server). */
export function hasSessionMark(): boolean {
  if (typeof document === 'undefined') return false;
  return parseCookieHeader(document.cookie)[SESSION_MARK_COOKIE] === '1';
}

/** Drops a mark the token cookie no longer backs (the API answered that no token came with the call). */
export function dropSessionMark(): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  document.cookie = serializeCookie(SESSION_MARK_COOKIE, '', { days: 0 });
}
