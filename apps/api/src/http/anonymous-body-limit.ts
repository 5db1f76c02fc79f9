import { Transform, type TransformCallback } from 'node:stream';
import { requestDetails } from '@sogon/contract/messages/request';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPS_COOKIE } from '#api/modules/ops';
import { AppError } from './app-error.ts';

/**
 * The largest JSON or text body of a request that carries no session (no `token` header or
 * cookie, no console cookie): the largest such body a route takes is a playtime batch of 100
 * reports (about 6 kB); the 1 MB limit (2 MB for captions) is for members and operators (ADR 060).
 */
export const ANONYMOUS_BODY_LIMIT = 64 * 1024;

/** Content types whose bodies are read whole under the server-wide limit (form routes set their own, 8-32 kB). */
const BUFFERED_TYPES = /^\s*(?:application\/json|text\/plain)\s*(?:;|$)/i;

function tooLarge(): AppError {
  return new AppError('ERROR_REQUEST_PARAMETER_WRONG', { status: 413, detail: requestDetails.bodyTooLarge });
}

function carriesSession(request: FastifyRequest): boolean {
  return request.ctx.token !== '' || Boolean(request.cookies?.[OPS_COOKIE]);
}

/** Counts a chunked body's bytes and fails past `limit`, as Fastify's own limit does for declared lengths. */
class ByteLimit extends Transform {
  receivedEncodedLength = 0;
  constructor(private readonly limit: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.receivedEncodedLength += chunk.length;
    if (this.receivedEncodedLength > this.limit) callback(tooLarge());
    else callback(null, chunk);
  }
}

/**
 * Before any session is known, a JSON or text body of a request without session credentials
 * may be 64 kB, not 1 MB: a declared larger length is refused with 413 before a byte of the
 * body is read, a chunked one as soon as it passes the limit. A request that names a session
 * gets the 1 MB limit (2 MB for captions) once `installLargeBodySessionCheck` has found the
 * session; what bounds every body's cost in any case is the JSON parser's single bounded pass
 * (json-body.ts). Runs after the request guards (`request.ctx`).
 */
export function installAnonymousBodyLimit(app: FastifyInstance, limit = ANONYMOUS_BODY_LIMIT): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const type = request.headers['content-type'];
    if (type === undefined || !BUFFERED_TYPES.test(type) || carriesSession(request)) {
      done(null, payload);
      return;
    }
    const declared = request.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) > limit) done(tooLarge(), payload);
      else done(null, payload);
      return;
    }
    // pipe() does not pass a client's abort on: the limiter fails with it, or the parser would wait.
    const limiter = new ByteLimit(limit);
    payload.once('error', (error) => limiter.destroy(error));
    done(null, payload.pipe(limiter));
  });
}

/** Resolves when the session a request names is live; else rejects with the refusal to answer. */
export type SessionCheck = (request: FastifyRequest) => Promise<void>;

/**
 * A JSON or text body over the anonymous limit (or of unknown length) from a request that names
 * a session is read only once `check` has found the session: a made-up or ended one is refused
 * as its route would refuse it (401, or 404 at the console) before a byte of the body is read.
 * Bodies under the limit are not checked here (their route looks the session up anyway).
 */
export function installLargeBodySessionCheck(
  app: FastifyInstance,
  check: SessionCheck,
  limit = ANONYMOUS_BODY_LIMIT,
): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const type = request.headers['content-type'];
    if (type === undefined || !BUFFERED_TYPES.test(type) || !carriesSession(request)) {
      done(null, payload);
      return;
    }
    const declared = request.headers['content-length'];
    if (declared !== undefined && Number(declared) <= limit) {
      done(null, payload);
      return;
    }
    check(request).then(
      () => done(null, payload),
      (error: unknown) => done(error as Error, payload),
    );
  });
}
