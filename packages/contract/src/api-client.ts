import { ERROR_STATUS, type ErrorCode, isErrorCode } from './errors.ts';
import {
  API_PREFIX,
  API_VERSION,
  REQUEST_TIMEOUT_MS,
  type RequestHeaderName,
  WEB_CLIENT_ID,
} from './headers.ts';
import { errorMessages } from './messages/errors.ts';

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly detail: string;
  /** `result.error` of the failure body, which the blocked-user rule reads. */
  readonly resultError: string;
  /** `result.reason` of the failure body, e.g. 'adult' for a 19+ item the caller may not see. */
  readonly reason: string | undefined;

  constructor(code: ErrorCode, status: number, detail?: string, resultError?: string, reason?: string) {
    super(code);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.detail = detail || errorMessages[code];
    this.resultError = resultError ?? code;
    this.reason = reason;
  }
}

/** What the web client does about a failed call (spec section 8). */
export type FailureReaction = 'logout' | 'blocked' | 'need-login' | 'none';

export function failureReaction(error: ApiError): FailureReaction {
  if (error.resultError === 'ERROR_USER_NOT_EXIST') return 'blocked';
  if (error.code === 'ERROR_USER_VALIDATION_FAILED' || error.code === 'ERROR_AUTHORIZE_TOKEN_EXPIRED')
    return 'logout';
  if (error.code === 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST') return 'need-login';
  return 'none';
}

export interface HeaderSource {
  token?: string;
  origin?: string;
  uuid?: string;
  /** The page request this call serves (server rendering): the API logs under the same id. */
  requestId?: string;
  /** Cookie jar of the visitor: p_id, p_id_1, p_id_3, p_id_7, adult_pid, s_id. */
  cookies: Record<string, string | undefined>;
}

/** The eleven section-7 headers from what the caller knows about the visitor. */
export function buildRequestHeaders(source: HeaderSource): Record<RequestHeaderName, string> {
  const cookie = (name: string) => source.cookies[name] ?? '';
  return {
    version: API_VERSION,
    token: source.token ?? '',
    'x-origin': source.origin ?? '',
    'x-uuid': source.uuid ?? '',
    'x-pid': cookie('p_id'),
    'x-pid1': cookie('p_id_1'),
    'x-pid3': cookie('p_id_3'),
    'x-pid7': cookie('p_id_7'),
    'x-adult-pid': cookie('adult_pid'),
    'x-sid': cookie('s_id'),
    'x-client': WEB_CLIENT_ID,
  };
}

export interface ApiClientOptions {
  /** '' in the browser (same origin); the internal origin on the server. */
  baseUrl: string;
  headers: () => HeaderSource | Promise<HeaderSource>;
  onFailure?: (error: ApiError) => void;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | readonly (string | number)[]>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra headers for this call, e.g. `idempotency-key` on a purchase. */
  headers?: Record<string, string>;
  /** Let the request outlive the page (a last word on pagehide). */
  keepalive?: boolean;
}

function queryString(query: RequestOptions['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? `[${value.join(',')}]` : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** One client for server and browser code: section-7 headers, 20 s time-out, section-8 reactions. */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function request<T>(method: string, path: string, init: RequestOptions = {}): Promise<T> {
    const source = await options.headers();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(buildRequestHeaders(source))) {
      if (value) headers[name] = value;
    }
    if (source.requestId) headers['x-request-id'] = source.requestId;
    // A FormData body (file upload) sets its own multipart boundary.
    const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
    if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    Object.assign(headers, init.headers);
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${API_PREFIX}${path}${queryString(init.query)}`, {
        method,
        headers,
        body:
          init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body),
        credentials: 'same-origin',
        cache: 'no-store',
        signal,
        ...(init.keepalive ? { keepalive: true } : {}),
      });
    } catch (cause) {
      const timedOut = timeout.aborted;
      const error = timedOut
        ? new ApiError('ERROR_REQUEST_TIMEOUT', 0)
        : new ApiError('ERROR_SERVICE_UNAVAILABLE', 0);
      if (!init.signal?.aborted) options.onFailure?.(error);
      throw Object.assign(error, { cause });
    }
    const body = (await response.json().catch(() => null)) as {
      result?: T & { error?: string; reason?: string };
      message?: string;
      detail?: string;
    } | null;
    if (response.ok && body && 'result' in body) return body.result as T;
    const code = isErrorCode(body?.message)
      ? body.message
      : response.ok
        ? 'ERROR_INTERNAL'
        : statusCode(response.status);
    const error = new ApiError(
      code,
      response.status,
      body?.detail,
      body?.result?.error,
      body?.result?.reason,
    );
    options.onFailure?.(error);
    throw error;
  }

  return {
    request,
    get: <T>(path: string, init?: RequestOptions) => request<T>('GET', path, init),
    post: <T>(path: string, init?: RequestOptions) => request<T>('POST', path, init),
    put: <T>(path: string, init?: RequestOptions) => request<T>('PUT', path, init),
    patch: <T>(path: string, init?: RequestOptions) => request<T>('PATCH', path, init),
    delete: <T>(path: string, init?: RequestOptions) => request<T>('DELETE', path, init),
  };
}

function statusCode(status: number): ErrorCode {
  if (status === 404) return 'ERROR_API_PATH_WRONG';
  if (status === 429) return 'ERROR_TOO_MANY_REQUESTS';
  if (status >= 500) return 'ERROR_SERVICE_UNAVAILABLE';
  return (
    (Object.entries(ERROR_STATUS).find(([, value]) => value === status)?.[0] as ErrorCode) ?? 'ERROR_INTERNAL'
  );
}

export type ApiClient = ReturnType<typeof createApiClient>;
