import { securityTexts } from '@sogon/contract/messages/security';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The origin of an Origin or Referer header value; null for 'null', garbage or a non-web scheme. */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

function firstHeader(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Where a browser says the request comes from: Origin, or else Referer; undefined when it says
 * nothing (an app, a server, a browser that sends neither), null when it names no usable origin.
 */
export function claimedOrigin(request: FastifyRequest): string | null | undefined {
  const origin = firstHeader(request, 'origin');
  if (origin !== undefined) return originOf(origin);
  const referer = firstHeader(request, 'referer');
  return referer === undefined ? undefined : originOf(referer);
}

/** The origin SITE_URL names (null when unset or unusable). */
export function siteOriginOf(siteUrl: string | undefined): string | null {
  return siteUrl ? originOf(siteUrl) : null;
}

/** Whether `origin` is this site: SITE_URL's origin, or the one the request came to. */
function isOwnOrigin(request: FastifyRequest, origin: string | null, siteOrigin: string | null): boolean {
  if (origin === null) return false;
  return origin === siteOrigin || origin === originOf(`${request.protocol}://${request.host}`);
}

/**
 * Whether the browser's Origin header names this site. Browsers set Origin on every POST (page
 * script cannot change it), beacons included, so for a browser it proves what `x-client` proves:
 * the request was made by our own pages. Referer does not count here: only Origin is promised.
 */
export function originHeaderIsSite(request: FastifyRequest, siteOrigin: string | null): boolean {
  const origin = firstHeader(request, 'origin');
  return origin !== undefined && isOwnOrigin(request, originOf(origin), siteOrigin);
}

/**
 * Refuses (403) a write that carries our session cookie while its browser says it comes from
 * another site: defence in depth beside SameSite=Lax and the `x-client` rule. Requests that name
 * no origin fall to those rules alone. Routes other sites reach on purpose — the gateway's
 * notification and return, the sandbox providers' own forms (`allowWithoutClientHeader`) — never
 * act on our session and are left alone.
 */
export function installOriginCheck(app: FastifyInstance, options: { siteUrl?: string } = {}): void {
  const siteOrigin = siteOriginOf(options.siteUrl);

  const refusal = (request: FastifyRequest): AppError | null => {
    if (!STATE_CHANGING.has(request.method) || !request.cookies?.token) return null;
    if (request.routeOptions.config?.allowWithoutClientHeader) return null;
    const claimed = claimedOrigin(request);
    if (claimed === undefined) return null;
    if (isOwnOrigin(request, claimed, siteOrigin)) return null;
    request.log.warn({ origin: claimed, url: request.url }, 'cross-site write refused');
    return new AppError('ERROR_PERMISSION_DENIED', { detail: securityTexts.crossSiteRequest });
  };
  // A callback hook, not an async one: every request passes here, and most are reads.
  app.addHook('onRequest', (request, _reply, done) => {
    const refused = refusal(request);
    if (refused) done(refused);
    else done();
  });
}
