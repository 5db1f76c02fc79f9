'use client';

import {
  type CookieOptions,
  type CookieValue,
  parseCookieHeader,
  parseCookieValue,
  serializeCookie,
} from './cookie-value.ts';

/** Browser cookie helpers (spec section 4): values converted, path '/' unless given. */
export function getCookie(name: string): CookieValue {
  if (typeof document === 'undefined') return undefined;
  return parseCookieValue(parseCookieHeader(document.cookie)[name]);
}

export function getRawCookies(): Record<string, string> {
  return typeof document === 'undefined' ? {} : parseCookieHeader(document.cookie);
}

export function setCookie(name: string, value: string | number | boolean, options: CookieOptions = {}): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  document.cookie = serializeCookie(name, String(value), {
    secure: window.location.protocol === 'https:',
    ...options,
  });
}

export function removeCookie(name: string, options: Pick<CookieOptions, 'path'> = {}): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we support
  document.cookie = serializeCookie(name, '', { ...options, days: 0 });
}
