/** Request headers every call sends (spec section 7), in the order the spec lists them. */
export const REQUEST_HEADERS = [
  'version',
  'token',
  'x-origin',
  'x-uuid',
  'x-pid',
  'x-pid1',
  'x-pid3',
  'x-pid7',
  'x-adult-pid',
  'x-sid',
  'x-client',
] as const;

export type RequestHeaderName = (typeof REQUEST_HEADERS)[number];

/** The value the web client sends in `x-client`; state-changing calls without it are refused. */
export const WEB_CLIENT_ID = 'sogon-web';

/** API version the client speaks, sent in the `version` header. */
export const API_VERSION = '1';

export const API_PREFIX = '/api/live';

/** Spec section 9: every request times out after 20 s. */
export const REQUEST_TIMEOUT_MS = 20_000;
