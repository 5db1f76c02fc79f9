import { createHash, randomBytes } from 'node:crypto';
import { snsTexts } from '@sogon/contract/messages/sns';
import type { SnsProvider } from '@sogon/contract/schemas/user';
import { isEmail, normaliseEmail } from '@sogon/contract/validation/join';
import type { SandboxRegistration } from '#api/adapters/oauth/select';
import { pkceChallenge } from '#api/adapters/oauth/types';
import { type FlowStores, memoryFlowStores } from '#api/adapters/redis/flow-store';
import { sameSecret } from '#api/modules/account';
import { readBasicCredentials } from './client-auth.ts';
import { accessTokenHash, createIdTokenSigner } from './id-token-signer.ts';
import { PROVIDER_RULES, type TokenErrorCode, tokenBody, tokenError } from './provider-rules.ts';

/** RFC 6749 recommends at most 10 minutes for a code; a minute is plenty for a local redirect. */
export const SANDBOX_CODE_TTL_MS = 60 * 1000;
export const SANDBOX_TOKEN_TTL_MS = 10 * 60 * 1000;
/** The consent form needs no login, so anyone can mint codes: cap what they can make us hold. */
const MAX_ENTRIES = 10_000;

const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;
const NICKNAME_MAX = 20;
/** The scopes the sandbox Google knows: OpenID's identity ones. */
const GOOGLE_SCOPES = new Set(['openid', 'email', 'profile']);

/** The person a sandbox login stands for. */
export interface SandboxIdentity {
  subject: string;
  email: string;
  name: string;
  /** Whether the provider vouches for the address (the consent page can say it does not). */
  emailVerified: boolean;
}

/** The authorize parameters as they arrive (query or hidden form fields), unchecked. */
export interface AuthorizeParams {
  client_id?: string;
  redirect_uri?: string;
  response_type?: string;
  state?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  scope?: string;
  nonce?: string;
}

/** An authorize request the sandbox accepted: what the consent form carries on. */
export interface AuthorizeRequest {
  clientId: string;
  redirectUri: string;
  state?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  scope?: string;
  nonce?: string;
}

export interface TokenParams {
  grant_type?: string;
  code?: string;
  redirect_uri?: string;
  client_id?: string;
  client_secret?: string;
  code_verifier?: string;
  state?: string;
}

/** An authorize request the sandbox will not show consent for, and what to do instead. */
export type AuthorizeRefusal = { kind: 'invalid-client' } | { kind: 'redirect'; location: string };

export interface ConsentFormError {
  kind: 'form-error';
  request: AuthorizeRequest;
  identity: { name: string; email: string; emailUnverified: boolean };
  errors: { nickname?: string; email?: string };
}

export interface TokenAnswer {
  status: 200 | 400 | 401;
  body: Record<string, unknown>;
  headers: Record<string, string>;
}

/** What an access token stands for at the profile resource. */
export interface IssuedToken {
  identity: SandboxIdentity;
  scope: string[];
  clientId: string;
  issuedAt: number;
}

interface Grant {
  provider: SnsProvider;
  clientId: string;
  redirectUri: string;
  state?: string;
  codeChallenge?: string;
  codeChallengeMethod?: string;
  scope: string[];
  nonce?: string;
  identity: SandboxIdentity;
}

/** Same address, same person: a repeated sandbox login reaches the same account. */
export function sandboxSubject(email: string): string {
  return createHash('sha256').update(normaliseEmail(email), 'utf8').digest('hex').slice(0, 32);
}

/** The test person the consent page suggests, the same on every visit. */
export function suggestedIdentity(provider: SnsProvider): {
  name: string;
  email: string;
  emailUnverified: boolean;
} {
  return {
    name: snsTexts.sandbox.testNickname(snsTexts.providerName[provider]),
    email: `tester@${provider}.example.com`,
    emailUnverified: false,
  };
}

export function withQuery(base: string, query: Record<string, string | undefined>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) url.searchParams.set(key, value);
  }
  return url.toString();
}

/** RFC 6749 §5.2: a client that authenticated in the Authorization header is told how to. */
function basicChallenge(provider: SnsProvider): Record<string, string> {
  return { 'www-authenticate': `Basic realm="${provider} sandbox", charset="UTF-8"` };
}

/**
 * The local OAuth 2.0 provider that stands in for Google, Kakao or Naver when they are not
 * configured, each answering as its provider documents (provider-rules.ts): authorization codes
 * bound to client, redirect URI and PKCE challenge (Naver: to the state), single use; bearer
 * tokens for the profile resource; for Google, RS256 ID tokens. Codes and tokens live in the
 * flow stores with their TTLs (a restart without Redis ends logins in flight).
 */
export function createOAuthSandbox(deps: {
  registration: SandboxRegistration;
  /** Where codes and tokens live: shared by every node with Redis (the callback may reach another). */
  stores?: FlowStores;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const stores = deps.stores ?? memoryFlowStores(deps.now);
  const { registration } = deps;
  const codes = stores<Grant>('oauth-code', SANDBOX_CODE_TTL_MS, MAX_ENTRIES);
  const tokens = stores<IssuedToken>('oauth-token', SANDBOX_TOKEN_TTL_MS, MAX_ENTRIES);
  const signer = createIdTokenSigner();

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
    const rules = PROVIDER_RULES[provider];
    const state = params.state || undefined;
    const refuse = (error: string): AuthorizeRefusal => ({
      kind: 'redirect',
      location: withQuery(params.redirect_uri!, { error, state }),
    });
    if (params.response_type !== 'code') return refuse('unsupported_response_type');
    if (rules.stateRequired && !state) return refuse('invalid_request');

    let codeChallenge: string | undefined;
    let codeChallengeMethod: string | undefined;
    if (rules.pkce === 'optional' && (params.code_challenge || params.code_challenge_method)) {
      codeChallenge = params.code_challenge ?? '';
      // RFC 7636 §4.3: without a method the challenge is the plain verifier.
      codeChallengeMethod = params.code_challenge_method ?? 'plain';
      const wellFormed =
        codeChallengeMethod === 'S256'
          ? S256_CHALLENGE.test(codeChallenge)
          : PKCE_VERIFIER.test(codeChallenge);
      if (!rules.challengeMethods.includes(codeChallengeMethod) || !wellFormed) {
        return refuse('invalid_request');
      }
    }

    let scope: string | undefined;
    if (rules.openId) {
      // Google refuses a request without a scope, and the sandbox knows only the identity ones.
      const scopes = (params.scope ?? '').split(' ').filter(Boolean);
      if (scopes.length === 0) return refuse('invalid_request');
      if (!scopes.every((name) => GOOGLE_SCOPES.has(name))) return refuse('invalid_scope');
      scope = scopes.join(' ');
    }
    return {
      kind: 'ok',
      request: {
        clientId: params.client_id,
        redirectUri: params.redirect_uri,
        state,
        codeChallenge,
        codeChallengeMethod,
        scope,
        nonce: rules.openId ? params.nonce || undefined : undefined,
      },
    };
  }

  function idToken(grant: Grant, accessToken: string, issuedAt: number): string | undefined {
    if (!grant.scope.includes('openid')) return undefined;
    const iat = Math.floor(issuedAt / 1000);
    const { identity } = grant;
    return signer.sign({
      iss: registration.endpoints(grant.provider).issuer,
      azp: grant.clientId,
      aud: grant.clientId,
      sub: identity.subject,
      ...(grant.scope.includes('email')
        ? { email: identity.email, email_verified: identity.emailVerified }
        : {}),
      ...(grant.scope.includes('profile') ? { name: identity.name } : {}),
      at_hash: accessTokenHash(accessToken),
      ...(grant.nonce ? { nonce: grant.nonce } : {}),
      iat,
      exp: iat + 3600,
    });
  }

  async function resource(
    provider: SnsProvider,
    authorization: string | undefined,
  ): Promise<IssuedToken | null> {
    const match = /^Bearer ([A-Za-z0-9_-]{20,200})$/i.exec(authorization?.trim() ?? '');
    return match?.[1] ? tokens.get(`${provider}:${match[1]}`) : null;
  }

  function verifierMatches(grant: Grant, verifier: string | undefined): boolean {
    if (!grant.codeChallenge) return verifier === undefined;
    if (!verifier || !PKCE_VERIFIER.test(verifier)) return false;
    const derived = grant.codeChallengeMethod === 'S256' ? pkceChallenge(verifier) : verifier;
    return derived === grant.codeChallenge;
  }

  return {
    registration,

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
      params: AuthorizeParams & { nickname?: string; email?: string; email_unverified?: string },
    ): Promise<AuthorizeRefusal | ConsentFormError> {
      const checked = checkAuthorize(provider, params);
      if (checked.kind !== 'ok') return checked;
      const name = (params.nickname ?? '').trim();
      const email = normaliseEmail(params.email ?? '');
      // Naver has no unverified addresses to give out (naver.ts), so its page offers none.
      const emailUnverified = provider !== 'naver' && params.email_unverified !== undefined;
      const errors: { nickname?: string; email?: string } = {};
      if (Array.from(name).length < 1 || Array.from(name).length > NICKNAME_MAX) {
        errors.nickname = snsTexts.sandbox.nicknameInvalid;
      }
      if (!isEmail(email)) errors.email = snsTexts.sandbox.emailInvalid;
      if (errors.nickname || errors.email) {
        return {
          kind: 'form-error',
          request: checked.request,
          identity: { name: params.nickname ?? '', email: params.email ?? '', emailUnverified },
          errors,
        };
      }
      const { request } = checked;
      const code = randomBytes(32).toString('base64url');
      await codes.set(code, {
        provider,
        clientId: request.clientId,
        redirectUri: request.redirectUri,
        state: request.state,
        codeChallenge: request.codeChallenge,
        codeChallengeMethod: request.codeChallengeMethod,
        scope: request.scope?.split(' ') ?? [],
        nonce: request.nonce,
        identity: { subject: sandboxSubject(email), email, name, emailVerified: !emailUnverified },
      });
      const location = withQuery(request.redirectUri, { code, state: request.state });
      return { kind: 'redirect', location };
    },

    /**
     * RFC 6749 §4.1.3 with RFC 7636, in the provider's dialect: a code is spent by its first
     * use, right or wrong. `authorization` is the request's Authorization header.
     */
    async token(provider: SnsProvider, params: TokenParams, authorization?: string): Promise<TokenAnswer> {
      const rules = PROVIDER_RULES[provider];
      const viaHeader = Boolean(authorization?.trim());
      const fail = (error: TokenErrorCode, description: string): TokenAnswer => {
        const answer = tokenError(provider, error, description);
        if (error === 'invalid_client' && viaHeader) {
          return { status: 401, body: answer.body, headers: basicChallenge(provider) };
        }
        // RFC 7235 §3.1: every 401 names a scheme the client can use.
        return { ...answer, headers: answer.status === 401 ? basicChallenge(provider) : {} };
      };
      if (params.grant_type !== 'authorization_code') {
        return fail('unsupported_grant_type', 'only authorization_code is supported');
      }

      let client = { id: params.client_id, secret: params.client_secret };
      if (viaHeader) {
        if (!rules.basicAuth) {
          return fail(
            'invalid_client',
            'this provider takes client_id and client_secret in the request body',
          );
        }
        const basic = readBasicCredentials(authorization ?? '');
        if (!basic) return fail('invalid_client', 'malformed HTTP Basic credentials');
        if (params.client_secret !== undefined) {
          return fail('invalid_request', 'more than one client authentication method');
        }
        if (params.client_id !== undefined && params.client_id !== basic.id) {
          return fail('invalid_request', 'client_id differs from the authenticated client');
        }
        client = { id: basic.id, secret: basic.secret };
      }
      if (
        client.id !== registration.client.clientId ||
        !sameSecret(client.secret ?? '', registration.client.clientSecret)
      ) {
        return fail('invalid_client', 'client authentication failed');
      }

      if (!params.code) return fail('invalid_request', 'missing code');
      if (rules.tokenCarriesState ? !params.state : !params.redirect_uri) {
        return fail('invalid_request', rules.tokenCarriesState ? 'missing state' : 'missing redirect_uri');
      }
      const grant = await codes.take(params.code);
      const bound =
        grant &&
        grant.provider === provider &&
        grant.clientId === client.id &&
        (rules.tokenCarriesState
          ? grant.state === params.state
          : grant.redirectUri === params.redirect_uri) &&
        // Naver knows no PKCE: a verifier sent to it is ignored, as Naver does.
        (rules.pkce === 'none' || verifierMatches(grant, params.code_verifier));
      if (!grant || !bound)
        return fail('invalid_grant', 'authorization code is invalid, spent or not bound to this request');

      const accessToken = randomBytes(32).toString('base64url');
      const issuedAt = now();
      await tokens.set(`${provider}:${accessToken}`, {
        identity: grant.identity,
        scope: grant.scope,
        clientId: grant.clientId,
        issuedAt,
      });
      const body = tokenBody(provider, {
        accessToken,
        expiresIn: SANDBOX_TOKEN_TTL_MS / 1000,
        scope: grant.scope,
        idToken: idToken(grant, accessToken, issuedAt),
      });
      return { status: 200, body, headers: {} };
    },

    /** What a bearer token (from `Authorization: Bearer …`) was issued for, or null. */
    resource,

    /** Who a bearer token belongs to, or null. */
    async userinfo(
      provider: SnsProvider,
      authorization: string | undefined,
    ): Promise<SandboxIdentity | null> {
      return (await resource(provider, authorization))?.identity ?? null;
    },

    /** The sandbox Google's signing keys. */
    jwks() {
      return signer.jwks();
    },
  };
}

export type OAuthSandbox = ReturnType<typeof createOAuthSandbox>;
