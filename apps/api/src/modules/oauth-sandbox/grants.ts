import { createHash, randomBytes } from 'node:crypto';
import { snsTexts } from '@sogon/contract/messages/sns';
import type { SnsProvider } from '@sogon/contract/schemas/user';
import { isEmail, normaliseEmail } from '@sogon/contract/validation/join';
import type { SandboxRegistration } from '#api/adapters/oauth/select';
import { pkceChallenge } from '#api/adapters/oauth/types';
import { type FlowStores, memoryFlowStores } from '#api/adapters/redis/flow-store';
import { sameSecret } from '#api/modules/account/secrets';

/** RFC 6749 recommends at most 10 minutes for a code; a minute is plenty for a local redirect. */
export const SANDBOX_CODE_TTL_MS = 60 * 1000;
export const SANDBOX_TOKEN_TTL_MS = 10 * 60 * 1000;
/** The consent form needs no login, so anyone can mint codes: cap what they can make us hold. */
const MAX_ENTRIES = 10_000;

const PKCE_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const NICKNAME_MAX = 20;

/** The person a sandbox login stands for. */
export interface SandboxIdentity {
  subject: string;
  email: string;
  name: string;
}

/** The authorize parameters as they arrive (query or hidden form fields), unchecked. */
export interface AuthorizeParams {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state: string;
  codeChallenge: string;
}

export interface TokenParams {
  grant_type?: string;
  code?: string;
  redirect_uri?: string;
  client_id?: string;
  client_secret?: string;
  code_verifier?: string;
}

/** An authorize request the sandbox will not show consent for, and what to do instead. */
export type AuthorizeRefusal = { kind: 'invalid-client' } | { kind: 'redirect'; location: string };

export interface ConsentFormError {
  kind: 'form-error';
  request: AuthorizeRequest;
  identity: { name: string; email: string };
  errors: { nickname?: string; email?: string };
}

export type TokenAnswer =
  | { status: 200; body: { access_token: string; token_type: 'bearer'; expires_in: number } }
  | { status: 400 | 401; body: { error: string; error_description?: string } };

interface Grant {
  provider: SnsProvider;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  identity: SandboxIdentity;
}

/** Same address, same person: a repeated sandbox login reaches the same account. */
export function sandboxSubject(email: string): string {
  const digest = createHash('sha256').update(normaliseEmail(email), 'utf8').digest('hex');
  // The prefix keeps sandbox people apart from any real provider's ids in the same columns.
  return `sandbox-${digest.slice(0, 32)}`;
}

/** The test person the consent page suggests, the same on every visit. */
export function suggestedIdentity(provider: SnsProvider): { name: string; email: string } {
  return {
    name: snsTexts.sandbox.testNickname(snsTexts.providerName[provider]),
    email: `tester@${provider}.example.com`,
  };
}

export function withQuery(base: string, query: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * The local OAuth 2.0 provider that stands in for Google, Kakao or Naver when they are not
 * configured: authorization codes bound to client, redirect URI and PKCE challenge, single use;
 * bearer tokens for userinfo. Codes and tokens live in this process's memory with their TTLs
 * (a restart ends logins in flight, which a test environment can afford).
 */
export function createOAuthSandbox(deps: {
  registration: SandboxRegistration;
  /** Where codes and tokens live: shared by every node with Redis (the callback may reach another). */
  stores?: FlowStores;
  now?: () => number;
}) {
  const stores = deps.stores ?? memoryFlowStores(deps.now);
  const { registration } = deps;
  const codes = stores<Grant>('oauth-code', SANDBOX_CODE_TTL_MS, MAX_ENTRIES);
  const tokens = stores<SandboxIdentity>('oauth-token', SANDBOX_TOKEN_TTL_MS, MAX_ENTRIES);

  /**
   * Client and redirect URI first: with either wrong, RFC 6749 §4.1.2.1 forbids redirecting
   * (the sandbox would become an open redirector), so the caller shows a page instead.
   */
  function checkAuthorize(
    provider: SnsProvider,
    params: AuthorizeParams,
  ): { kind: 'ok'; request: AuthorizeRequest } | AuthorizeRefusal {
    if (params.client_id !== registration.client.clientId) return { kind: 'invalid-client' };
    if (!params.redirect_uri || !registration.acceptsRedirect(provider, params.redirect_uri)) {
      return { kind: 'invalid-client' };
    }
    const state = params.state ?? '';
    const challenge = params.code_challenge ?? '';
    if (
      params.response_type !== 'code' ||
      !state ||
      params.code_challenge_method !== 'S256' ||
      !PKCE_CHALLENGE.test(challenge)
    ) {
      const location = withQuery(params.redirect_uri, { error: 'invalid_request', state });
      return { kind: 'redirect', location };
    }
    return {
      kind: 'ok',
      request: {
        clientId: params.client_id,
        redirectUri: params.redirect_uri,
        state,
        codeChallenge: challenge,
      },
    };
  }

  return {
    offers(provider: string): provider is SnsProvider {
      return (registration.providers as readonly string[]).includes(provider);
    },

    checkAuthorize,

    cancelUrl(request: AuthorizeRequest): string {
      return withQuery(request.redirectUri, { error: 'access_denied', state: request.state });
    },

    /** The person agreed: a one-time code for them, sent back to the registered callback. */
    async consent(
      provider: SnsProvider,
      params: AuthorizeParams & { nickname?: string; email?: string },
    ): Promise<AuthorizeRefusal | ConsentFormError> {
      const checked = checkAuthorize(provider, params);
      if (checked.kind !== 'ok') return checked;
      const name = (params.nickname ?? '').trim();
      const email = normaliseEmail(params.email ?? '');
      const errors: { nickname?: string; email?: string } = {};
      if (Array.from(name).length < 1 || Array.from(name).length > NICKNAME_MAX) {
        errors.nickname = snsTexts.sandbox.nicknameInvalid;
      }
      if (!isEmail(email)) errors.email = snsTexts.sandbox.emailInvalid;
      if (errors.nickname || errors.email) {
        return {
          kind: 'form-error',
          request: checked.request,
          identity: { name: params.nickname ?? '', email: params.email ?? '' },
          errors,
        };
      }
      const code = randomBytes(32).toString('base64url');
      await codes.set(code, {
        provider,
        clientId: checked.request.clientId,
        redirectUri: checked.request.redirectUri,
        codeChallenge: checked.request.codeChallenge,
        identity: { subject: sandboxSubject(email), email, name },
      });
      const location = withQuery(checked.request.redirectUri, { code, state: checked.request.state });
      return { kind: 'redirect', location };
    },

    /** RFC 6749 §4.1.3 with RFC 7636: a code is spent by its first use, right or wrong. */
    async token(provider: SnsProvider, params: TokenParams): Promise<TokenAnswer> {
      const fail = (error: string, status: 400 | 401 = 400): TokenAnswer => ({ status, body: { error } });
      if (params.grant_type !== 'authorization_code') return fail('unsupported_grant_type');
      if (
        params.client_id !== registration.client.clientId ||
        !sameSecret(params.client_secret ?? '', registration.client.clientSecret)
      ) {
        return fail('invalid_client', 401);
      }
      if (!params.code || !params.redirect_uri || !params.code_verifier) return fail('invalid_request');
      const grant = await codes.take(params.code);
      if (
        !grant ||
        grant.provider !== provider ||
        grant.clientId !== params.client_id ||
        grant.redirectUri !== params.redirect_uri ||
        !PKCE_VERIFIER.test(params.code_verifier) ||
        pkceChallenge(params.code_verifier) !== grant.codeChallenge
      ) {
        return fail('invalid_grant');
      }
      const accessToken = randomBytes(32).toString('base64url');
      await tokens.set(`${provider}:${accessToken}`, grant.identity);
      return {
        status: 200,
        body: { access_token: accessToken, token_type: 'bearer', expires_in: SANDBOX_TOKEN_TTL_MS / 1000 },
      };
    },

    /** Who a bearer token (from `Authorization: Bearer …`) belongs to, or null. */
    async userinfo(
      provider: SnsProvider,
      authorization: string | undefined,
    ): Promise<SandboxIdentity | null> {
      const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/i.exec(authorization?.trim() ?? '');
      return match?.[1] ? tokens.get(`${provider}:${match[1]}`) : null;
    },
  };
}

export type OAuthSandbox = ReturnType<typeof createOAuthSandbox>;
