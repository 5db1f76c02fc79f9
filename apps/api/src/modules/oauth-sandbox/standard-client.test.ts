import * as oauth from 'oauth4webapi';
import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_PATH } from '#api/adapters/oauth/sandbox-client';
import { callbackUrl, type OAuthSettings } from '#api/adapters/oauth/select';
import { newEmail } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { sandboxSubject } from './grants.ts';
import { kakaoMemberId } from './profile-answers.ts';

// A standard OAuth 2.0 / OpenID Connect client (oauth4webapi) against the listening sandboxes,
// each driven the way its provider documents, so what passes here is what production speaks.

const origin = { url: '' };
const oauthSettings: OAuthSettings = {
  get siteUrl() {
    return origin.url;
  },
  get sandboxBaseUrl() {
    return origin.url;
  },
  sandboxAllowed: true,
  credentials: {},
};
const api = setupTestApi({ settings: { oauth: oauthSettings } });
/** The sandboxes answer on plain HTTP on this machine. */
const insecure = { [oauth.allowInsecureRequests]: true } as const;

const client = { id: '', secret: '' };
beforeAll(async () => {
  origin.url = await api.app.listen({ port: 0, host: '127.0.0.1' });
  const registration = api.app.services.oauthProviders.sandbox!;
  client.id = registration.client.clientId;
  client.secret = registration.client.clientSecret;
});

type Provider = 'google' | 'kakao' | 'naver';
const base = (provider: Provider) => `${origin.url}${SANDBOX_PATH}/${provider}`;

function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)) {
    fields[match[1] as string] = (match[2] as string).replaceAll('&amp;', '&');
  }
  return fields;
}

/** The person's part: the consent page the authorize URL shows, filled in and agreed to. */
async function agree(
  provider: Provider,
  authorizeUrl: URL,
  person: { email: string; nickname?: string; unverified?: boolean },
): Promise<URL> {
  const page = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(page.status, await page.clone().text()).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams({
    ...hiddenFields(html),
    nickname: person.nickname ?? '표준 클라이언트',
    email: person.email,
    ...(person.unverified ? { email_unverified: '1' } : {}),
  });
  const consent = await fetch(`${base(provider)}/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(consent.status).toBe(302);
  return new URL(consent.headers.get('location') ?? '');
}

function authorizeUrl(endpoint: string, query: Record<string, string>): URL {
  const url = new URL(endpoint);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url;
}

describe('Google sandbox: OpenID Connect as Google runs it', () => {
  const issuer = () => new URL(base('google'));

  async function discover() {
    const response = await oauth.discoveryRequest(issuer(), { ...insecure, algorithm: 'oidc' });
    return oauth.processDiscoveryResponse(issuer(), response);
  }

  async function signIn(person: { email: string; nickname?: string; unverified?: boolean }) {
    const as = await discover();
    const oidcClient: oauth.Client = { client_id: client.id };
    const redirectUri = callbackUrl(origin.url, 'google');
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const nonce = oauth.generateRandomNonce();
    const callback = await agree(
      'google',
      authorizeUrl(as.authorization_endpoint ?? '', {
        client_id: client.id,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      }),
      person,
    );
    const params = oauth.validateAuthResponse(as, oidcClient, callback, state);
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      oidcClient,
      oauth.ClientSecretBasic(client.secret),
      params,
      redirectUri,
      verifier,
      insecure,
    );
    const tokens = await oauth.processAuthorizationCodeResponse(as, oidcClient, response, {
      expectedNonce: nonce,
      requireIdToken: true,
    });
    // The ID token's RS256 signature, checked against the keys at the document's jwks_uri.
    await oauth.validateApplicationLevelSignature(as, response, insecure);
    const claims = oauth.getValidatedIdTokenClaims(tokens)!;
    const userinfo = await oauth.processUserInfoResponse(
      as,
      oidcClient,
      claims.sub,
      await oauth.userInfoRequest(as, oidcClient, tokens.access_token, insecure),
    );
    return { as, tokens, claims, userinfo };
  }

  it('publishes a discovery document that lists its endpoints, RS256 and both client secret methods', async () => {
    const as = await discover();
    expect(as).toMatchObject({
      issuer: base('google'),
      authorization_endpoint: `${base('google')}/authorize`,
      token_endpoint: `${base('google')}/token`,
      userinfo_endpoint: `${base('google')}/userinfo`,
      jwks_uri: `${base('google')}/certs`,
      response_types_supported: ['code'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      code_challenge_methods_supported: expect.arrayContaining(['S256']),
    });
    const jwks = (await (await fetch(as.jwks_uri ?? '')).json()) as { keys: Record<string, string>[] };
    expect(jwks.keys).toEqual([
      expect.objectContaining({ kty: 'RSA', use: 'sig', alg: 'RS256', kid: expect.any(String) }),
    ]);
  });

  it('completes the code flow with PKCE: a signed ID token with email_verified, and userinfo agreeing', async () => {
    const email = newEmail('google-std');
    const { tokens, claims, userinfo } = await signIn({ email, nickname: '구글 사람' });
    expect(tokens.token_type).toBe('bearer');
    expect(claims).toMatchObject({
      iss: base('google'),
      aud: client.id,
      azp: client.id,
      sub: sandboxSubject(email),
      email,
      email_verified: true,
      name: '구글 사람',
      at_hash: expect.any(String),
    });
    expect(userinfo).toEqual({ sub: sandboxSubject(email), name: '구글 사람', email, email_verified: true });
  });

  it('says email_verified false for an address the tester marked unverified', async () => {
    const email = newEmail('google-unverified');
    const { claims, userinfo } = await signIn({ email, unverified: true });
    expect(claims.email_verified).toBe(false);
    expect(userinfo.email_verified).toBe(false);
  });

  it('answers a failed HTTP Basic client authentication with 401 and a Basic challenge', async () => {
    const as = await discover();
    const oidcClient: oauth.Client = { client_id: client.id };
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      oidcClient,
      oauth.ClientSecretBasic('not-the-secret'),
      oauth.validateAuthResponse(
        as,
        oidcClient,
        new URLSearchParams({ code: 'any-code' }),
        oauth.skipStateCheck,
      ),
      callbackUrl(origin.url, 'google'),
      oauth.generateRandomCodeVerifier(),
      insecure,
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="[^"]+"/);
    expect(await response.clone().json()).toMatchObject({ error: 'invalid_client' });
    await expect(oauth.processAuthorizationCodeResponse(as, oidcClient, response)).rejects.toThrow();
  });
});

describe('Kakao sandbox: Kakao Login REST API', () => {
  const as = (): oauth.AuthorizationServer => ({
    issuer: base('kakao'),
    authorization_endpoint: `${base('kakao')}/authorize`,
    token_endpoint: `${base('kakao')}/token`,
  });
  const kakaoClient: oauth.Client = { client_id: '' };

  async function tokenFor(person: { email: string; nickname?: string; unverified?: boolean }) {
    kakaoClient.client_id = client.id;
    const redirectUri = callbackUrl(origin.url, 'kakao');
    const verifier = oauth.generateRandomCodeVerifier();
    const state = oauth.generateRandomState();
    const callback = await agree(
      'kakao',
      authorizeUrl(`${base('kakao')}/authorize`, {
        client_id: client.id,
        redirect_uri: redirectUri,
        response_type: 'code',
        state,
        code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
      }),
      person,
    );
    const params = oauth.validateAuthResponse(as(), kakaoClient, callback, state);
    const response = await oauth.authorizationCodeGrantRequest(
      as(),
      kakaoClient,
      oauth.ClientSecretPost(client.secret),
      params,
      redirectUri,
      verifier,
      insecure,
    );
    return oauth.processAuthorizationCodeResponse(as(), kakaoClient, response);
  }

  const me = (accessToken: string) =>
    oauth.protectedResourceRequest(
      accessToken,
      'GET',
      new URL(`${base('kakao')}/v2/user/me`),
      undefined,
      undefined,
      insecure,
    );

  it('answers /v2/user/me with a numeric id and kakao_account holding the e-mail and its verification', async () => {
    const email = newEmail('kakao-std');
    const tokens = await tokenFor({ email, nickname: '카카오 사람' });
    expect(tokens.token_type).toBe('bearer');
    const response = await me(tokens.access_token);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { id: unknown };
    expect(body).toEqual({
      id: kakaoMemberId(sandboxSubject(email)),
      connected_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      properties: { nickname: '카카오 사람' },
      kakao_account: {
        profile_nickname_needs_agreement: false,
        profile: { nickname: '카카오 사람', is_default_nickname: false },
        has_email: true,
        email_needs_agreement: false,
        is_email_valid: true,
        is_email_verified: true,
        email,
      },
    });
    expect(Number.isSafeInteger(body.id)).toBe(true);
  });

  it('says is_email_verified false for an address the tester marked unverified', async () => {
    const tokens = await tokenFor({ email: newEmail('kakao-unverified'), unverified: true });
    const body = (await (await me(tokens.access_token)).json()) as { kakao_account: unknown };
    expect(body.kakao_account).toMatchObject({ is_email_valid: true, is_email_verified: false });
  });

  it('takes the client secret in the body only: HTTP Basic gets 401 with a challenge', async () => {
    kakaoClient.client_id = client.id;
    const response = await oauth.authorizationCodeGrantRequest(
      as(),
      kakaoClient,
      oauth.ClientSecretBasic(client.secret),
      oauth.validateAuthResponse(
        as(),
        kakaoClient,
        new URLSearchParams({ code: 'any-code' }),
        oauth.skipStateCheck,
      ),
      callbackUrl(origin.url, 'kakao'),
      oauth.generateRandomCodeVerifier(),
      insecure,
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="[^"]+"/);
    expect(await response.json()).toMatchObject({ error: 'invalid_client', error_code: 'KOE010' });
  });
});

describe('Naver sandbox: Naver Login API', () => {
  const as = (): oauth.AuthorizationServer => ({
    issuer: base('naver'),
    authorization_endpoint: `${base('naver')}/authorize`,
    token_endpoint: `${base('naver')}/token`,
  });
  const naverClient = (): oauth.Client => ({ client_id: client.id });

  /** Naver's authorize request: response_type, client_id, redirect_uri, state; no PKCE. */
  async function callbackFor(email: string, state: string) {
    const url = authorizeUrl(`${base('naver')}/authorize`, {
      response_type: 'code',
      client_id: client.id,
      redirect_uri: callbackUrl(origin.url, 'naver'),
      state,
    });
    return agree('naver', url, { email, nickname: '네이버 사람' });
  }

  const tokenRequest = (form: Record<string, string>) =>
    fetch(`${base('naver')}/token`, {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: client.id,
        client_secret: client.secret,
        ...form,
      }),
    });

  it('completes without PKCE, with the state sent again at the token step, and answers /v1/nid/me', async () => {
    const email = newEmail('naver-std');
    const state = oauth.generateRandomState();
    const callback = await callbackFor(email, state);
    const params = oauth.validateAuthResponse(as(), naverClient(), callback, state);
    const response = await oauth.authorizationCodeGrantRequest(
      as(),
      naverClient(),
      oauth.ClientSecretPost(client.secret),
      params,
      callbackUrl(origin.url, 'naver'),
      oauth.nopkce,
      { ...insecure, additionalParameters: { state } },
    );
    const raw = await response.clone().json();
    // Naver sends expires_in as a string; a standard client reads it as a number.
    expect(raw).toMatchObject({ token_type: 'bearer', expires_in: '600' });
    const tokens = await oauth.processAuthorizationCodeResponse(as(), naverClient(), response);
    expect(tokens.expires_in).toBe(600);

    const profile = await oauth.protectedResourceRequest(
      tokens.access_token,
      'GET',
      new URL(`${base('naver')}/v1/nid/me`),
      undefined,
      undefined,
      insecure,
    );
    expect(await profile.json()).toEqual({
      resultcode: '00',
      message: 'success',
      response: { id: sandboxSubject(email), email, nickname: '네이버 사람', name: '네이버 사람' },
    });
  });

  it('refuses a token request without the state or with another one, in HTTP 200 as Naver does', async () => {
    const state = oauth.generateRandomState();
    const missing = await tokenRequest({
      code: (await callbackFor(newEmail('naver-a'), state)).searchParams.get('code')!,
    });
    expect(missing.status).toBe(200);
    expect(await missing.json()).toMatchObject({ error: 'invalid_request' });

    const code = (await callbackFor(newEmail('naver-b'), state)).searchParams.get('code')!;
    const other = await tokenRequest({ code, state: 'another-state' });
    expect(other.status).toBe(200);
    expect(await other.json()).toMatchObject({ error: 'invalid_grant' });
    // The attempt spent the code.
    expect(await (await tokenRequest({ code, state })).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('demands a state at authorize and answers a bad bearer token in its own shape', async () => {
    const url = authorizeUrl(`${base('naver')}/authorize`, {
      response_type: 'code',
      client_id: client.id,
      redirect_uri: callbackUrl(origin.url, 'naver'),
    });
    const refused = await fetch(url, { redirect: 'manual' });
    expect(refused.status).toBe(302);
    expect(new URL(refused.headers.get('location') ?? '').searchParams.get('error')).toBe('invalid_request');

    const profile = await fetch(`${base('naver')}/v1/nid/me`, {
      headers: { authorization: 'Bearer nothing-we-issued-at-all' },
    });
    expect(profile.status).toBe(401);
    expect(profile.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(await profile.json()).toMatchObject({ resultcode: '024' });
  });

  it('refuses HTTP Basic client authentication with 401 and a challenge', async () => {
    const response = await fetch(`${base('naver')}/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from(`${client.id}:${client.secret}`).toString('base64')}` },
      body: new URLSearchParams({ grant_type: 'authorization_code', code: 'c', state: 's' }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Basic realm="[^"]+"/);
    expect(await response.json()).toMatchObject({ error: 'invalid_client' });
  });
});
