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
  if (value === undefined) return '';
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first !== 'string') return '';
  const trimmed = first.trim();
  return trimmed.length > MAX_HEADER_LENGTH ? trimmed.slice(0, MAX_HEADER_LENGTH) : trimmed;
}

/**
 * The context of one request. `ip` is worked out when first read: finding the client behind the
 * trusted proxies parses X-Forwarded-For and the socket address, which most routes never need.
 */
class HeaderContext implements RequestContext {
  readonly version: string;
  readonly token: string;
  readonly origin: string;
  readonly uuid: string;
  readonly pid: string;
  readonly pid1: string;
  readonly pid3: string;
  readonly pid7: string;
  readonly adultPid: string;
  readonly sid: string;
  readonly client: string;
  readonly userAgent: string;
  #ip: string | undefined;
  readonly #request: FastifyRequest;

  constructor(request: FastifyRequest) {
    this.#request = request;
    this.version = header(request, 'version');
    this.token = header(request, 'token') || (request.cookies?.token ?? '');
    this.origin = header(request, 'x-origin');
    this.uuid = header(request, 'x-uuid');
    this.pid = header(request, 'x-pid');
    this.pid1 = header(request, 'x-pid1');
    this.pid3 = header(request, 'x-pid3');
    this.pid7 = header(request, 'x-pid7');
    this.adultPid = header(request, 'x-adult-pid');
    this.sid = header(request, 'x-sid');
    this.client = header(request, 'x-client');
    this.userAgent = header(request, 'user-agent');
  }

  get ip(): string {
    this.#ip ??= this.#request.ip;
    return this.#ip;
  }

  /** Whether any value (headers, the token cookie, the client address) satisfies `test`. */
  some(test: (value: string) => boolean): boolean {
    return (
      test(this.version) ||
      test(this.token) ||
      test(this.origin) ||
      test(this.uuid) ||
      test(this.pid) ||
      test(this.pid1) ||
      test(this.pid3) ||
      test(this.pid7) ||
      test(this.adultPid) ||
      test(this.sid) ||
      test(this.client) ||
      test(this.userAgent) ||
      // Without X-Forwarded-For the address is the socket's, which holds no text to check.
      (this.#request.headers['x-forwarded-for'] !== undefined && test(this.ip))
    );
  }

  toJSON(): RequestContext {
    return {
      version: this.version,
      token: this.token,
      origin: this.origin,
      uuid: this.uuid,
      pid: this.pid,
      pid1: this.pid1,
      pid3: this.pid3,
      pid7: this.pid7,
      adultPid: this.adultPid,
      sid: this.sid,
      client: this.client,
      ip: this.ip,
      userAgent: this.userAgent,
    };
  }
}

export function readRequestContext(request: FastifyRequest): RequestContext & {
  some(test: (value: string) => boolean): boolean;
} {
  return new HeaderContext(request);
}
