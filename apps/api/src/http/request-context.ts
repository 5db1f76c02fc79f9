import type { FastifyRequest } from 'fastify';

/** The section-7 request headers, parsed once per request. Absent headers are empty strings. */
export interface RequestContext {
  version: string;
  /** Session token from the `token` header, or else the `token` cookie. */
  token: string;
  origin: string;
  uuid: string;
  pid: string;
  pid1: string;
  pid3: string;
  pid7: string;
  adultPid: string;
  sid: string;
  client: string;
  ip: string;
  userAgent: string;
}

const MAX_HEADER_LENGTH = 512;

function header(request: FastifyRequest, name: string): string {
  const value = request.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return '';
  const trimmed = first.trim();
  return trimmed.length > MAX_HEADER_LENGTH ? trimmed.slice(0, MAX_HEADER_LENGTH) : trimmed;
}

export function readRequestContext(request: FastifyRequest): RequestContext {
  const cookieToken = request.cookies?.token ?? '';
  return {
    version: header(request, 'version'),
    token: header(request, 'token') || cookieToken,
    origin: header(request, 'x-origin'),
    uuid: header(request, 'x-uuid'),
    pid: header(request, 'x-pid'),
    pid1: header(request, 'x-pid1'),
    pid3: header(request, 'x-pid3'),
    pid7: header(request, 'x-pid7'),
    adultPid: header(request, 'x-adult-pid'),
    sid: header(request, 'x-sid'),
    client: header(request, 'x-client'),
    ip: request.ip,
    userAgent: header(request, 'user-agent'),
  };
}
