import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers that many requests share (the home page of one audience, reused for seconds) are
 * serialized, hashed and gzipped once per answer object, not once per request: the route's own
 * response serializer writes the envelope (so only declared fields reach the wire), the hash is
 * the ETag (a matching If-None-Match gets 304), and a client that accepts gzip gets the
 * compressed bytes. Keyed by the answer object itself: a new answer (the cache refreshed, or a
 * write) is a new entry, and an answer nobody holds any more is collected with its bytes.
 */
interface Bytes {
  json: string;
  etag: string;
  gzip: Buffer | null;
}

const serialized = new WeakMap<object, Bytes>();
/** Below this, gzip is not worth a header. */
const GZIP_MIN_BYTES = 1024;

function bytesOf(reply: FastifyReply, answer: object): Bytes {
  const known = serialized.get(answer);
  if (known) return known;
  const json = String(reply.serialize({ result: answer }));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  const gzip = Buffer.byteLength(json) >= GZIP_MIN_BYTES ? gzipSync(json) : null;
  const found = { json, etag, gzip };
  serialized.set(answer, found);
  return found;
}

function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' && /\bgzip\b/.test(header) && !/\bgzip;\s*q=0(\.0+)?\b/.test(header);
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return (
    typeof header === 'string' && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
  );
}

/** Sends `{result: answer}` from the bytes cached for this answer object. */
export function sendCachedJson(request: FastifyRequest, reply: FastifyReply, answer: object): FastifyReply {
  const bytes = bytesOf(reply, answer);
  reply.header('etag', bytes.etag);
  reply.header('vary', 'accept-encoding');
  if (matches(request, bytes.etag)) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (bytes.gzip && acceptsGzip(request)) {
    reply.header('content-encoding', 'gzip');
    return reply.send(bytes.gzip);
  }
  return reply.send(bytes.json);
}
