/**
 * What people type as a coupon code, tidied the way it is shown and sent: full-width letters and
 * digits (a Korean keyboard's 전각 mode) become plain ones, letters upper case, runs of spaces one
 * space, none at the ends. The API then drops spaces and hyphens and compares.
 */
export function displayCouponCode(input: string): string {
  return input.normalize('NFKC').toUpperCase().replace(/\s+/g, ' ').trim();
}

/** The code as the API compares it: upper case, without spaces or hyphens (any dash). */
export function couponCodeKey(input: string): string {
  return displayCouponCode(input).replace(/[\s\-‐‑‒–—−]/g, '');
}

/** True when nothing that counts was typed (only spaces or hyphens). */
export function isBlankCouponCode(input: string): boolean {
  return couponCodeKey(input) === '';
}
