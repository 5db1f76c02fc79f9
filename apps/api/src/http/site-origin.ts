import type { FastifyRequest } from 'fastify';

/**
 * The one rule for the origin of every address a gateway or a sandbox sends the member's
 * browser back to (payment return, PASS callback, social-login callback): the origin the
 * member's browser is on, so the session and state cookies it holds travel with the return.
 * Only the site's accepted origins qualify; anything else (a forged Host header, a proxy's
 * internal name) falls back to SITE_URL. Return-to *paths* are a separate rule:
 * safeReturnTo in @sogon/contract/validation/safe-path.
 *
 * Accepted origins:
 * - SITE_URL's origin, always;
 * - when SITE_URL is itself on a loopback host (a local run: `npm start`, `npm run dev`, tests),
 *   the same scheme and port on any loopback host, so a member browsing at 127.0.0.1:3000 while
 *   SITE_URL says localhost:3000 comes back to 127.0.0.1:3000. (NODE_ENV cannot tell a local
 *   run: `npm start` runs in production mode.) A public SITE_URL accepts itself only.
 */

const LOOPBACK_NAMES = new Set(['localhost', '[::1]']);

export function isLoopbackHost(hostname: string): boolean {
  return (
    LOOPBACK_NAMES.has(hostname) || hostname.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(hostname)
  );
}

/** The origin of an absolute http(s) URL; null for anything else. */
export function webOrigin(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Whether `origin` is one of the site's accepted origins (see above) for this SITE_URL. */
export function isSiteOrigin(origin: string | null | undefined, siteUrl: string): boolean {
  const candidate = webOrigin(origin);
  const site = webOrigin(siteUrl);
  if (!candidate || !site || candidate !== origin) return false;
  if (candidate === site) return true;
  const given = new URL(candidate);
  const own = new URL(site);
  return (
    isLoopbackHost(own.hostname) &&
    isLoopbackHost(given.hostname) &&
    given.protocol === own.protocol &&
    given.port === own.port
  );
}

/** `candidate` when it is an accepted origin, else SITE_URL's origin. */
export function siteOriginFor(candidate: string | null | undefined, siteUrl: string): string {
  return candidate && isSiteOrigin(candidate, siteUrl) ? candidate : (webOrigin(siteUrl) ?? siteUrl);
}

/** Whether an absolute URL lies on one of the site's accepted origins. */
export function isOnSite(url: string | null | undefined, siteUrl: string): boolean {
  return isSiteOrigin(webOrigin(url), siteUrl);
}

/**
 * The origin the browser addressed this request to (scheme and Host, as a proxy on this machine
 * reports them; server.ts trusts only loopback proxies); null when it is not a usable origin.
 * Not trusted by itself: pass it through siteOriginFor.
 */
export function requestOrigin(request: Pick<FastifyRequest, 'protocol' | 'host'>): string | null {
  return webOrigin(`${request.protocol}://${request.host}`);
}
