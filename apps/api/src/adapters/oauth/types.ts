import { createHash, randomBytes } from 'node:crypto';
import type { SnsProvider } from '@sogon/contract/schemas/user';
import type { z } from 'zod';

export interface OAuthProfile {
  /** The provider's stable id for the person; never their e-mail, which can change hands. */
  subject: string;
  /** Only an address the provider says it verified. */
  email?: string;
  nickname?: string;
}

/** What a token endpoint gave: Google adds an OpenID Connect ID token. */
export interface OAuthTokens {
  accessToken: string;
  idToken?: string;
}

/**
 * Where one provider's endpoints are: its production addresses, or the local sandbox's that
 * stand in for them (sandbox-client.ts). The adapter is the same code either way.
 */
export interface ProviderEndpoints {
  /** The page the browser is sent to; the sandbox's lives on the callback's own origin. */
  authorization(redirectUri: string): string;
  readonly token: string;
  /** The profile resource: Google's userinfo, Kakao's /v2/user/me, Naver's /v1/nid/me. */
  readonly profile: string;
}

/** An OpenID Connect provider's endpoints, with what an ID token is checked against. */
export interface OpenIdEndpoints extends ProviderEndpoints {
  /** The `iss` its ID tokens carry (the discovery document's `issuer`). */
  readonly issuer: string;
  /** Other `iss` values it is documented to send (Google: `accounts.google.com`). */
  readonly legacyIssuers: readonly string[];
  readonly jwks: string;
}

/** One social-login provider speaking the OAuth 2.0 authorization-code flow. */
export interface OAuthProvider {
  readonly name: SnsProvider;
  /** True when the local sandbox stands in for the real provider. */
  readonly sandbox: boolean;
  authorizeUrl(input: { state: string; codeChallenge: string; redirectUri: string; popup?: boolean }): string;
  /** `state` travels too because Naver asks for it again at the token endpoint. */
  exchange(input: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
    state: string;
  }): Promise<OAuthTokens>;
  profile(tokens: OAuthTokens): Promise<OAuthProfile>;
}

export interface OAuthClientCredentials {
  clientId: string;
  /** Kakao works without one unless the app turned client secrets on. */
  clientSecret: string;
}

export type Fetch = typeof globalThis.fetch;

/** Anything that went wrong talking to a provider; the login answers ERROR_USER_LOGIN_FAILED. */
export class OAuthProviderError extends Error {
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options);
    this.name = 'OAuthProviderError';
  }
}

export const OAUTH_TIMEOUT_MS = 10_000;

/** RFC 7636 S256: the challenge the authorize request carries for a verifier kept on our side. */
export function pkceChallenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** 256 random bits as base64url: 43 characters, inside RFC 7636's 43–128 for a verifier. */
export function newCodeVerifier(): string {
  return randomBytes(32).toString('base64url');
}

export function urlWithQuery(base: string, query: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url.toString();
}

/**
 * Calls a provider endpoint and reads its JSON through `schema`. Network errors, timeouts,
 * non-2xx answers and unexpected bodies all become OAuthProviderError, so a provider's bad day
 * is a failed login and never a 500.
 */
export async function callProvider<T extends z.ZodType>(
  fetchImpl: Fetch,
  what: string,
  url: string,
  init: { method: 'GET' | 'POST'; form?: Record<string, string>; bearer?: string },
  schema: T,
): Promise<z.output<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=utf-8';
    body = new URLSearchParams(init.form).toString();
  }
  let response: Response;
  let payload: unknown;
  try {
    response = await fetchImpl(url, {
      method: init.method,
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(OAUTH_TIMEOUT_MS),
    });
    payload = await response.json();
  } catch (error) {
    throw new OAuthProviderError(`${what}: no usable answer`, { cause: error });
  }
  if (!response.ok) {
    throw new OAuthProviderError(`${what}: HTTP ${response.status} ${describeOAuthError(payload)}`);
  }
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    throw new OAuthProviderError(`${what}: unexpected answer ${describeOAuthError(payload)}`);
  }
  return parsed.data;
}

/** The `error` field of an RFC 6749 error body, for logs; never the whole body, which may hold tokens. */
function describeOAuthError(payload: unknown): string {
  const error = (payload as { error?: unknown } | null)?.error;
  return typeof error === 'string' ? error.slice(0, 100) : '';
}
