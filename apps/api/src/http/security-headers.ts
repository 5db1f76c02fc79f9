import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

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
 * Puts the headers on every answer. An onRequest hook writes them among the reply's headers, so
 * Fastify sends them in the one writeHead it makes anyway (setting them on the raw response
 * instead costs a request listener, five validated setHeader calls and Node's slow writeHead
 * path on every request). A route may still set its own, e.g. the stricter CSP of the sandbox
 * pages: headers a reply sets later win over these. What does not go through a reply's own
 * headers takes them otherwise: a hijacked reply (pages Next.js writes, tus uploads) copies them
 * with `carryReplyHeaders`, refusals before routing get them from `withSecurityHeaders`, and
 * while the server closes (Fastify answers 503 on the raw response) a request listener sets them.
 */
export function installSecurityHeaders(app: FastifyInstance, options: { siteUrl?: string } = {}): void {
  const headers = securityHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  const entries = Object.entries(headers);
  app.addHook('preClose', (done) => {
    app.server.prependListener('request', (_request: IncomingMessage, response: ServerResponse) => {
      for (const [name, value] of entries) response.setHeader(name, value);
    });
    done();
  });
}

/** A framework-error handler that answers with the security headers too (it runs before any hook). */
export function withSecurityHeaders(
  handler: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void,
  options: { siteUrl?: string } = {},
): (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void {
  const headers = securityHeaders(options);
  return (error, request, reply) => {
    reply.headers(headers);
    handler(error, request, reply);
  };
}

/**
 * Before `reply.hijack()`: what the hooks put among the reply's headers (the security headers)
 * goes onto the raw response the hijacking code writes itself, where its own headers still win.
 */
export function carryReplyHeaders(reply: FastifyReply): void {
  const headers = reply.getHeaders();
  for (const name of Object.keys(headers)) {
    const value = headers[name];
    if (value !== undefined) reply.raw.setHeader(name, value);
  }
}
