import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * What the player may use: autoplay (the persistent player continues the next episode),
 * fullscreen and picture-in-picture for video. Everything else a page could ask the browser for
 * is off, for our pages and any frame inside them.
 */
const PERMISSIONS_POLICY = [
  'autoplay=(self)',
  'fullscreen=(self)',
  'picture-in-picture=(self)',
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'display-capture=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
].join(', ');

/**
 * The headers every answer carries: no page of ours is meant to be framed by anyone (no
 * exceptions today: gateways and identity checks open in popups or full-page redirects), no
 * answer is content-sniffed, referrers leave only as an origin, and HSTS once the site is https.
 * No script-src: Next.js inline scripts would need nonces on every page.
 */
export function securityHeaders(options: { siteUrl?: string } = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': "frame-ancestors 'none'; base-uri 'self'; object-src 'none'",
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
  };
  if (options.siteUrl?.startsWith('https:')) headers['strict-transport-security'] = 'max-age=31536000';
  return headers;
}

/**
 * Puts the headers on every answer: on the raw response as the HTTP server receives a request,
 * before Fastify routes it, so refusals of unreadable URLs, API answers, media files and the
 * pages Next.js writes itself (web-plugin hijacks the reply) all carry them. The onRequest hook
 * does the same for inject(), which skips the HTTP server. A route may still set its own, e.g.
 * the stricter CSP of the sandbox pages: headers a reply sets win over these.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { siteUrl?: string } = {}): void {
  const headers = Object.entries(securityHeaders(options));
  const apply = (response: ServerResponse) => {
    for (const [name, value] of headers) response.setHeader(name, value);
  };
  app.server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) =>
    apply(response),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    // Over HTTP the listener above has set them already; inject() skips it.
    if (!reply.raw.hasHeader('x-content-type-options')) apply(reply.raw);
    done();
  });
}
