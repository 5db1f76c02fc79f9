import type { FastifyRequest } from 'fastify';

const IDEMPOTENCY_KEY = /^[\w.:-]{8,100}$/;

/**
 * The client's `Idempotency-Key` header: the key, undefined when absent, or null when it is
 * there but malformed (8–100 of `[A-Za-z0-9_.:-]`); each route decides what malformed means.
 */
export function idempotencyKeyHeader(request: FastifyRequest): string | undefined | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return undefined;
  return typeof value === 'string' && IDEMPOTENCY_KEY.test(value) ? value : null;
}
