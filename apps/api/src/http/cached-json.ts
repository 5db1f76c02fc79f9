import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Answers that many requests share (the home page of one audience, reused for seconds) are
 * serialized, hashed and gzipped once per answer object, not once per request: the route's own
 * response serializer writes the envelope (so only declared fields reach the wire), the hash is
 * the ETag (a matching If-None-Match gets 304), and a client that accepts gzip gets the
 * compressed bytes (brotli when it takes it, else gzip). Keyed by the answer object itself: a new answer (the cache refreshed, or a
 * write) is a new entry, and an answer nobody holds any more is collected with its bytes.
 */
interface Bytes {
  json: string;
  etag: string;
  gzip: Buffer | null;
  brotli: Buffer | null;
}

const serialized = new WeakMap<object, Bytes>();
/** Below this, gzip is not worth a header. */
const GZIP_MIN_BYTES = 1024;

function bytesOf(reply: FastifyReply, answer: object): Bytes {
  const known = serialized.get(answer);
  if (known) return known;
  const json = String(reply.serialize({ result: answer }));
  const etag = `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  const worth = Buffer.byteLength(json) >= GZIP_MIN_BYTES;
  // Made once per answer, so the slower, smaller brotli is affordable (quality 9 of 11).
  const brotli = worth
    ? brotliCompressSync(json, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
      })
    : null;
  const found = { json, etag, gzip: worth ? gzipSync(json) : null, brotli };
  serialized.set(answer, found);
  return found;
}

/** Whether the client takes `coding` (named, and not with q=0). */
function accepts(request: FastifyRequest, coding: 'gzip' | 'br'): boolean {
  const header = request.headers['accept-encoding'];
  if (typeof header !== 'string') return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim().toLowerCase() !== coding) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
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
  if (bytes.brotli && accepts(request, 'br')) {
    reply.header('content-encoding', 'br');
    return reply.send(bytes.brotli);
  }
  if (bytes.gzip && accepts(request, 'gzip')) {
    reply.header('content-encoding', 'gzip');
    return reply.send(bytes.gzip);
  }
  return reply.send(bytes.json);
}
