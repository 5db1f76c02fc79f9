import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { PageCache } from './page-cache.ts';
import { carryReplyHeaders } from './security-headers.ts';

export type WebHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * Hands every request that is not API or media to the Next.js request handler, through the
 * visitors' page cache when there is one. Body parsers are removed in this scope so the raw
 * request stream reaches Next untouched.
 */
export function webPlugin(options: { handle: WebHandler; pages?: PageCache }) {
  return async (web: FastifyInstance) => {
    web.removeAllContentTypeParsers();
    web.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handler = async (
      request: import('fastify').FastifyRequest,
      reply: import('fastify').FastifyReply,
    ) => {
      carryReplyHeaders(reply);
      reply.hijack();
      // The page's calls to the API forward it (apps/web lib/api/server.ts): one id end to end.
      request.raw.headers['x-request-id'] = String(request.id);
      if (options.pages) await options.pages.handle(request.raw, reply.raw, options.handle);
      else await options.handle(request.raw, reply.raw);
    };
    web.all('/*', { schema: { hide: true } }, handler);
    web.all('/', { schema: { hide: true } }, handler);
  };
}
