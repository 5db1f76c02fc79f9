/**
 * Where the verification modal's close icon sends the user. Spec: on SNS-google return pages or event
 * pages (except coupon events) it redirects to the saved redirect URL or to the home page; otherwise it
 * only closes the modal.
 */

/** Cookie holding the page to go back to after a login / verification round-trip. */
export const REDIRECT_URL_COOKIE = 'redirect_url';

/** True when `pathname` is `base` itself or a path below it (segment-wise: `/event` ≠ `/events`). */
function isAtOrBelow(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** Pages on which closing the verification modal leaves the page instead of just closing. */
export function isVerificationGatedPage(pathname: string): boolean {
  if (isAtOrBelow(pathname, '/sns/google')) return true;
  // Coupon events are excluded; they live under /events/coupon (never matched by `/event`) and,
  // defensively, under /event/coupon.
  return isAtOrBelow(pathname, '/event') && !isAtOrBelow(pathname, '/event/coupon');
}

const PROBE_ORIGIN = 'https://sogon.invalid';

/**
 * The redirect target if it is a same-site relative path starting with a single `/`, else null.
 * Rejects protocol-relative (`//host`, `/\host`), absolute URLs, and anything with control characters.
 */
export function safeRelativePath(value: string | undefined): string | null {
  if (value?.[0] !== '/' || value[1] === '/' || value[1] === '\\') return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f\s]/.test(value)) return null;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * What the verification modal's close icon does: `null` means just close the modal; a string is the
 * path to go to (the saved redirect URL when it is safe, else the home page `/`).
 */
export function verificationCloseTarget(
  pathname: string,
  redirectUrlCookie: string | undefined,
): string | null {
  if (!isVerificationGatedPage(pathname)) return null;
  return safeRelativePath(redirectUrlCookie) ?? '/';
}
