import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createGoogleProvider } from '#api/adapters/oauth/google';
import { createKakaoProvider } from '#api/adapters/oauth/kakao';
import { createNaverProvider } from '#api/adapters/oauth/naver';
import { type OAuthSettings, oauthSettings, selectOAuthProviders } from '#api/adapters/oauth/select';
import { type Fetch, OAuthProviderError } from '#api/adapters/oauth/types';
import { oauthStates, users } from '#api/db/schema/index';
import { hashSecret } from '#api/modules/account';
import { createIdTokenSigner } from '#api/modules/oauth-sandbox';
import { newEmail } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { usernameFrom } from './service.ts';

// The server learns its port only when it listens, so the addresses are read when used.
const origin = { url: '' };
const oauth: OAuthSettings = {
  get siteUrl() {
    return origin.url;
  },
  get sandboxBaseUrl() {
    return origin.url;
  },
  sandboxAllowed: true,
  credentials: {},
};
const api = setupTestApi({ settings: { oauth } });

beforeAll(async () => {
  origin.url = await api.app.listen({ port: 0, host: '127.0.0.1' });
});

type Provider = 'google' | 'kakao' | 'naver';

/** The parts of an answer these tests read. */
interface Answer {
  message?: string;
  detail?: string;
  result: {
    token: string;
    joinType: number;
    returnTo: string;
    userInfo: { id: number; uid: string; provider: string };
  };
}

const read = (response: Response) => response.json() as Promise<Answer>;

function cookieFrom(response: Response, name: string) {
  const line = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${name}=`));
  if (!line) return null;
  const [pair = '', ...attributes] = line.split(/;\s*/);
  return { value: decodeURIComponent(pair.slice(name.length + 1)), attributes, line };
}

function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="([a-z_]+)" value="([^"]*)">/g)) {
    fields[match[1] as string] = (match[2] as string)
      .replaceAll('&quot;', '"')
      .replaceAll('&#39;', "'")
      .replaceAll('&#96;', '`')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&amp;', '&');
  }
  return fields;
}

/** The browser's side of a login: authorize, the sandbox consent page, the callback URL. */
async function throughProvider(
  provider: Provider,
  options: { returnTo?: string; email?: string; nickname?: string; unverified?: boolean } = {},
) {
  const query = new URLSearchParams({ popup: '1' });
  if (options.returnTo !== undefined) query.set('returnTo', options.returnTo);
  const start = await fetch(`${origin.url}/api/live/v1/user/auth/sns/${provider}/authorize?${query}`, {
    redirect: 'manual',
  });
  expect(start.status).toBe(302);
  const state = cookieFrom(start, 'sns_state');
  expect(state).not.toBeNull();
  const authorizeUrl = start.headers.get('location') ?? '';

  const page = await fetch(authorizeUrl);
  expect(page.status).toBe(200);
  const form = new URLSearchParams({
    ...hiddenFields(await page.text()),
    nickname: options.nickname ?? '소곤 테스트',
    email: options.email ?? newEmail('sns'),
    ...(options.unverified ? { email_unverified: '1' } : {}),
  });
  const consent = await fetch(`${origin.url}/api/live/oauth-sandbox/${provider}/authorize`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
  });
  expect(consent.status).toBe(302);
  const callback = new URL(consent.headers.get('location') ?? '');
  return {
    authorizeUrl: new URL(authorizeUrl),
    stateCookie: state?.value ?? '',
    stateCookieLine: state?.line ?? '',
    callback,
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
  };
}

/** The /sns page's call: the code and state from the callback, the state cookie of this browser. */
function finish(
  provider: Provider,
  body: { code: string; state: string; provider?: string },
  stateCookie: string | null,
) {
  return fetch(`${origin.url}/api/live/v1/user/auth/sns/${provider}`, {
    method: 'POST',
    headers: {
      'x-client': 'web',
      'content-type': 'application/json',
      ...(stateCookie === null ? {} : { cookie: `sns_state=${encodeURIComponent(stateCookie)}` }),
    },
    body: JSON.stringify({ provider, ...body }),
  });
}

async function login(provider: Provider, options: Parameters<typeof throughProvider>[1] = {}) {
  const flow = await throughProvider(provider, options);
  return { flow, response: await finish(provider, flow, flow.stateCookie) };
}

async function expectError(response: Response, status: number, code: string, detail?: string) {
  expect(response.status).toBe(status);
  const body = await read(response);
  expect(body).toMatchObject({ message: code, result: { error: code } });
  if (detail) expect(body.detail).toBe(detail);
}

const STATE_EXPIRED = '로그인 요청이 만료되었어요. 다시 시도해 주세요.';

describe('social login through the sandbox provider', () => {
  it('lists every provider as sandboxed when none has credentials', async () => {
    const response = await fetch(`${origin.url}/api/live/v1/user/auth/sns/providers`);
    expect(await read(response)).toEqual({
      result: [
        { provider: 'google', sandbox: true },
        { provider: 'kakao', sandbox: true },
        { provider: 'naver', sandbox: true },
      ],
    });
  });

  it('authorize stores a hashed single-use state, sets the state cookie and redirects with PKCE', async () => {
    const flow = await throughProvider('kakao', { returnTo: '/content/7?tab=episodes' });
    expect(flow.authorizeUrl.origin + flow.authorizeUrl.pathname).toBe(
      `${origin.url}/api/live/oauth-sandbox/kakao/authorize`,
    );
    const params = flow.authorizeUrl.searchParams;
    expect(params.get('redirect_uri')).toBe(`${origin.url}/sns?provider=kakao`);
    expect(params.get('response_type')).toBe('code');
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(params.get('state')).toBe(flow.stateCookie);
    expect(flow.stateCookieLine).toMatch(/HttpOnly/);
    expect(flow.stateCookieLine).toMatch(/SameSite=Lax/);
    expect(flow.stateCookieLine).toMatch(/Path=\//);
    expect(flow.stateCookieLine).toMatch(/Max-Age=600/);
    expect(flow.callback.origin + flow.callback.pathname).toBe(`${origin.url}/sns`);
    expect(flow.callback.searchParams.get('provider')).toBe('kakao');

    const [row] = await api.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.stateHash, hashSecret(flow.state)));
    expect(row).toMatchObject({ provider: 'kakao', returnTo: '/content/7?tab=episodes', usedAt: null });
    expect(row?.codeVerifier.length).toBeGreaterThanOrEqual(43);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60 * 1000);
  });

  it('signs a new member up, logs them in and answers the user object with returnTo', async () => {
    const email = newEmail('kakao');
    const { response } = await login('kakao', { email, nickname: '  카카오   친구  ', returnTo: '/my' });
    expect(response.status).toBe(200);
    const { result } = await read(response);
    expect(result).toMatchObject({
      token: expect.stringMatching(/^[\w-]{43}$/),
      joinType: 1,
      returnTo: '/my',
      userInfo: { uid: email, provider: 'kakao', username: '카카오 친구', authEvent: 1 },
      asset: { is_adult: 0, is_auth: 0, adult_mode: 0 },
    });
    const token = cookieFrom(response, 'token');
    expect(token?.value).toBe(result.token);
    expect(token?.line).toMatch(/HttpOnly/);
    expect(cookieFrom(response, 'sns_state')?.line).toMatch(/Expires=Thu, 01 Jan 1970/);

    const [row] = await api.database.db.select().from(users).where(eq(users.id, result.userInfo.id));
    // Kakao's member numbers are integers; the sandbox prefix keeps them apart from real ones.
    expect(row?.providerUserId).toMatch(/^sandbox-\d+$/);
    expect(row?.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row?.privacyAcceptedAt).toBeInstanceOf(Date);
    expect(row?.passwordHash).toBeNull();

    const me = await fetch(`${origin.url}/api/live/v2/user`, {
      headers: { cookie: `token=${result.token}` },
    });
    expect((await read(me)).result.userInfo.id).toBe(result.userInfo.id);
  });

  it('logs the same person into the same account next time (joinType 0, a new session token)', async () => {
    const email = newEmail('again');
    const first = await read((await login('naver', { email })).response);
    const second = await read((await login('naver', { email: email.toUpperCase() })).response);
    expect(second.result.userInfo.id).toBe(first.result.userInfo.id);
    expect(second.result.joinType).toBe(0);
    expect(second.result.token).not.toBe(first.result.token);
  });

  it('works for google, whose callback is /sns/google', async () => {
    const { flow, response } = await login('google');
    expect(flow.callback.pathname).toBe('/sns/google');
    expect(response.status).toBe(200);
    expect((await read(response)).result.userInfo.provider).toBe('google');
  });

  it('does not make an address the provider has not verified a login id, and leaves it free', async () => {
    const email = newEmail('unverified');
    for (const provider of ['kakao', 'google'] as const) {
      const { response } = await login(provider, { email, unverified: true });
      expect(response.status).toBe(200);
      const { result } = await read(response);
      // Google's email_verified false, Kakao's is_email_verified false: a provider-scoped id instead.
      expect(result.userInfo.uid).toMatch(new RegExp(`^${provider}_sandbox-[0-9a-f]+$`));
      expect(result.joinType).toBe(1);
      const again = await read((await login(provider, { email, unverified: true })).response);
      expect(again.result.userInfo.id).toBe(result.userInfo.id);
    }
    const rows = await api.database.db.select().from(users).where(eq(users.uid, email));
    expect(rows).toHaveLength(0);
    // Naver hands out verified addresses only (naver.ts): the address becomes that member's login id.
    const naver = await read((await login('naver', { email })).response);
    expect(naver.result.userInfo.uid).toBe(email);
  });

  it('refuses a state this browser was not given (login CSRF) and leaves it usable for its owner', async () => {
    const flow = await throughProvider('kakao');
    await expectError(
      await finish('kakao', flow, 'someone-elses-state'),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      STATE_EXPIRED,
    );
    await expectError(await finish('kakao', flow, null), 400, 'ERROR_REQUEST_PARAMETER_WRONG', STATE_EXPIRED);
    expect((await finish('kakao', flow, flow.stateCookie)).status).toBe(200);
  });

  it("fails a code slipped into someone else's login: it was bound to another PKCE challenge", async () => {
    const attacker = await throughProvider('kakao');
    const victim = await throughProvider('kakao');
    await expectError(
      await finish('kakao', { code: attacker.code, state: victim.state }, victim.stateCookie),
      401,
      'ERROR_USER_LOGIN_FAILED',
    );
  });

  it('refuses a replayed state', async () => {
    const flow = await throughProvider('kakao');
    expect((await finish('kakao', flow, flow.stateCookie)).status).toBe(200);
    await expectError(
      await finish('kakao', flow, flow.stateCookie),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      STATE_EXPIRED,
    );
  });

  it('refuses an expired state', async () => {
    const flow = await throughProvider('naver');
    await api.database.db
      .update(oauthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oauthStates.stateHash, hashSecret(flow.state)));
    await expectError(
      await finish('naver', flow, flow.stateCookie),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      STATE_EXPIRED,
    );
  });

  it("refuses another provider's state and a body naming another provider", async () => {
    const flow = await throughProvider('kakao');
    const wrongPath = await fetch(`${origin.url}/api/live/v1/user/auth/sns/naver`, {
      method: 'POST',
      headers: {
        'x-client': 'web',
        'content-type': 'application/json',
        cookie: `sns_state=${flow.stateCookie}`,
      },
      body: JSON.stringify({ code: flow.code, state: flow.state, provider: 'naver' }),
    });
    await expectError(wrongPath, 400, 'ERROR_REQUEST_PARAMETER_WRONG', STATE_EXPIRED);
    await expectError(
      await finish('kakao', { ...flow, provider: 'naver' }, flow.stateCookie),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
    );
  });

  it('lets exactly one of two simultaneous requests with the same state through', async () => {
    const flow = await throughProvider('kakao');
    const answers = await Promise.all([
      finish('kakao', flow, flow.stateCookie),
      finish('kakao', flow, flow.stateCookie),
      finish('kakao', flow, flow.stateCookie),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400, 400]);
  });

  it('makes one account of two simultaneous first logins by the same person', async () => {
    const email = newEmail('twin');
    const flows = await Promise.all([
      throughProvider('google', { email }),
      throughProvider('google', { email }),
    ]);
    const answers = await Promise.all(flows.map((flow) => finish('google', flow, flow.stateCookie)));
    const bodies = await Promise.all(answers.map(read));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(bodies[0]?.result.userInfo.id).toBe(bodies[1]?.result.userInfo.id);
    expect(bodies.map((body) => body.result.joinType).sort()).toEqual([0, 1]);
    const rows = await api.database.db.select().from(users).where(eq(users.uid, email));
    expect(rows).toHaveLength(1);
  });

  it('answers ERROR_USER_LOGIN_FAILED when the provider refuses the code', async () => {
    const flow = await throughProvider('kakao');
    await expectError(
      await finish('kakao', { code: 'not-a-code-the-provider-issued', state: flow.state }, flow.stateCookie),
      401,
      'ERROR_USER_LOGIN_FAILED',
      '카카오 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.',
    );
  });

  it('fails the login when the PKCE verifier does not match the challenge', async () => {
    const flow = await throughProvider('kakao');
    await api.database.db
      .update(oauthStates)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(oauthStates.stateHash, hashSecret(flow.state)));
    await expectError(await finish('kakao', flow, flow.stateCookie), 401, 'ERROR_USER_LOGIN_FAILED');
  });

  it('keeps a resigned identity out for the cool-off period', async () => {
    const email = newEmail('resigned');
    const joined = (await read((await login('kakao', { email })).response)).result;
    const resign = await fetch(`${origin.url}/api/live/v1/user/resign?a=${encodeURIComponent('테스트')}`, {
      method: 'PUT',
      headers: { 'x-client': 'web', 'content-type': 'application/json', token: joined.token },
      body: '{}',
    });
    expect(resign.status).toBe(200);
    const { response } = await login('kakao', { email });
    await expectError(response, 403, 'ERROR_USER_EXITED');
  });

  it('answers ERROR_USER_NOT_EXIST (403) to a blocked member', async () => {
    const email = newEmail('blocked');
    const joined = (await read((await login('naver', { email })).response)).result;
    await api.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, joined.userInfo.id));
    await expectError((await login('naver', { email })).response, 403, 'ERROR_USER_NOT_EXIST');
  });

  it('only ever returns to a page of this site (the shared rule of @sogon/contract/validation/safe-path)', async () => {
    const hostile = [
      '//evil.example',
      '/%2fevil.example',
      '/%09/evil.example',
      '/%2e%2e/api/live/v1/user/auth/logout',
    ];
    for (const returnTo of hostile) {
      const { response } = await login('kakao', { returnTo });
      expect((await read(response)).result.returnTo, returnTo).toBe('/');
    }
  });

  it('answers 400 for a provider it does not know', async () => {
    const response = await fetch(`${origin.url}/api/live/v1/user/auth/sns/facebook/authorize`, {
      redirect: 'manual',
    });
    await expectError(response, 400, 'ERROR_REQUEST_PARAMETER_WRONG');
  });
});

describe('usernames', () => {
  it('turns a nickname into a username of at most 20 visible characters', () => {
    expect(usernameFrom('  홍길동 \n ')).toBe('홍길동');
    expect(usernameFrom('가'.repeat(30))).toBe('가'.repeat(20));
    expect(usernameFrom('😀'.repeat(25))).toBe('😀'.repeat(20));
    expect(usernameFrom('a\u202eb')).toBe('ab');
    expect(usernameFrom(undefined)).toMatch(/^소곤이\d{6}$/);
    expect(usernameFrom('x')).toMatch(/^소곤이\d{6}$/);
  });
});

describe('real provider adapters (no network)', () => {
  const credentials = { clientId: 'client-123', clientSecret: 'secret-456' };
  const input = {
    state: 'state-abc',
    codeChallenge: 'c'.repeat(43),
    redirectUri: 'https://sogon.example/sns/google',
  };

  it('google: authorization code with PKCE S256 and the OpenID scopes', () => {
    const url = new URL(createGoogleProvider(credentials).authorizeUrl({ ...input, popup: true }));
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-123',
      redirect_uri: 'https://sogon.example/sns/google',
      response_type: 'code',
      scope: 'openid email profile',
      state: 'state-abc',
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
      display: 'popup',
    });
  });

  it('kakao: authorization code with PKCE S256', () => {
    const url = new URL(createKakaoProvider(credentials).authorizeUrl(input));
    expect(url.origin + url.pathname).toBe('https://kauth.kakao.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'client-123',
      redirect_uri: input.redirectUri,
      response_type: 'code',
      state: 'state-abc',
      code_challenge: 'c'.repeat(43),
      code_challenge_method: 'S256',
    });
  });

  it('naver: state only, no PKCE', () => {
    const url = new URL(createNaverProvider(credentials).authorizeUrl(input));
    expect(url.origin + url.pathname).toBe('https://nid.naver.com/oauth2.0/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'client-123',
      redirect_uri: input.redirectUri,
      state: 'state-abc',
    });
  });

  /** A stand-in for the network that records requests and answers from a script. */
  function scripted(answers: Record<string, { status?: number; body: unknown }>) {
    const calls: { url: string; body: string; authorization: string }[] = [];
    const fetchImpl: Fetch = async (url, init) => {
      const headers = new Headers(init?.headers);
      calls.push({
        url: String(url),
        body: String(init?.body ?? ''),
        authorization: headers.get('authorization') ?? '',
      });
      const answer = answers[String(url)];
      if (!answer) throw new TypeError('fetch failed');
      return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200 });
    };
    return { fetchImpl, calls };
  }

  it('google: sends the verifier and secret, reads the signed ID token and trusts only a verified address', async () => {
    const signer = createIdTokenSigner();
    const claims = (overrides: Record<string, unknown> = {}) => ({
      iss: 'https://accounts.google.com',
      aud: 'client-123',
      azp: 'client-123',
      sub: '1098',
      email: 'a@gmail.com',
      email_verified: false,
      name: 'A',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 3600,
      ...overrides,
    });
    const { fetchImpl, calls } = scripted({
      'https://oauth2.googleapis.com/token': {
        body: { access_token: 'at-1', token_type: 'Bearer', id_token: signer.sign(claims()) },
      },
      'https://www.googleapis.com/oauth2/v3/certs': { body: signer.jwks() },
    });
    const google = createGoogleProvider(credentials, { fetch: fetchImpl });
    const tokens = await google.exchange({
      code: 'c1',
      codeVerifier: 'v'.repeat(43),
      redirectUri: 'r',
      state: 's',
    });
    const form = new URLSearchParams(calls[0]?.body);
    expect(form.get('code_verifier')).toBe('v'.repeat(43));
    expect(form.get('client_secret')).toBe('secret-456');
    expect(form.get('grant_type')).toBe('authorization_code');
    expect(await google.profile(tokens)).toEqual({ subject: '1098', email: undefined, nickname: 'A' });
    expect(
      await google.profile({ accessToken: 'at-1', idToken: signer.sign(claims({ email_verified: true })) }),
    ).toEqual({ subject: '1098', email: 'a@gmail.com', nickname: 'A' });

    const refused = [
      signer.sign(claims({ aud: 'someone-else' })),
      signer.sign(claims({ iss: 'https://evil.example' })),
      signer.sign(claims({ exp: Math.floor(Date.now() / 1000) - 3600 })),
      createIdTokenSigner().sign(claims()),
      `${signer.sign(claims()).slice(0, -4)}AAAA`,
      undefined,
    ];
    for (const idToken of refused) {
      await expect(google.profile({ accessToken: 'at-1', idToken })).rejects.toBeInstanceOf(
        OAuthProviderError,
      );
    }
  });

  it('kakao: numeric ids become strings; an unverified address is dropped', async () => {
    const { fetchImpl } = scripted({
      'https://kapi.kakao.com/v2/user/me': {
        body: {
          id: 4012345678,
          kakao_account: {
            email: 'k@kakao.com',
            is_email_valid: true,
            is_email_verified: false,
            profile: { nickname: '케이' },
          },
        },
      },
    });
    expect(
      await createKakaoProvider(credentials, { fetch: fetchImpl }).profile({ accessToken: 't' }),
    ).toEqual({
      subject: '4012345678',
      email: undefined,
      nickname: '케이',
    });
  });

  it('naver: a token error sent with HTTP 200, an HTTP error and a network failure are provider errors', async () => {
    const { fetchImpl, calls } = scripted({
      'https://nid.naver.com/oauth2.0/token': {
        body: { error: 'invalid_request', error_description: 'no code' },
      },
      'https://openapi.naver.com/v1/nid/me': {
        status: 401,
        body: { resultcode: '024', message: 'Authentication failed' },
      },
    });
    const naver = createNaverProvider(credentials, { fetch: fetchImpl });
    const grant = { code: 'c', codeVerifier: 'v'.repeat(43), redirectUri: 'r', state: 'state-abc' };
    await expect(naver.exchange(grant)).rejects.toBeInstanceOf(OAuthProviderError);
    expect(new URLSearchParams(calls[0]?.body).get('state')).toBe('state-abc');
    expect(new URLSearchParams(calls[0]?.body).has('code_verifier')).toBe(false);
    await expect(naver.profile({ accessToken: 't' })).rejects.toBeInstanceOf(OAuthProviderError);
    const offline = createNaverProvider(credentials, { fetch: scripted({}).fetchImpl });
    await expect(offline.profile({ accessToken: 't' })).rejects.toBeInstanceOf(OAuthProviderError);
  });

  it('chooses the real adapter when credentials are configured, else the sandbox, else nothing', () => {
    const base = { siteUrl: 'https://sogon.example', sandboxBaseUrl: 'http://127.0.0.1:1' };
    const mixed = selectOAuthProviders(
      {
        ...base,
        sandboxAllowed: true,
        credentials: { kakao: credentials },
      },
      Buffer.alloc(32, 7),
    );
    expect(mixed.offered()).toEqual([
      { provider: 'google', sandbox: true },
      { provider: 'kakao', sandbox: false },
      { provider: 'naver', sandbox: true },
    ]);
    expect(mixed.sandbox?.providers).toEqual(['google', 'naver']);
    expect(mixed.sandbox?.redirectUri('naver')).toBe('https://sogon.example/sns?provider=naver');

    const strict = selectOAuthProviders(
      {
        ...base,
        sandboxAllowed: false,
        credentials: { google: credentials },
      },
      Buffer.alloc(32, 7),
    );
    expect(strict.offered()).toEqual([{ provider: 'google', sandbox: false }]);
    expect(strict.get('kakao')).toBeNull();
    expect(strict.sandbox).toBeNull();
  });

  it('reads credentials from the config and stops on a client id without its secret', () => {
    const config = {
      SITE_URL: 'https://sogon.example/',
      PORT: 8080,
      OAUTH_SANDBOX: false,
      KAKAO_CLIENT_ID: 'kakao-rest-key',
    };
    expect(oauthSettings(config)).toEqual({
      siteUrl: 'https://sogon.example',
      sandboxBaseUrl: 'http://127.0.0.1:8080',
      sandboxAllowed: false,
      credentials: {
        google: undefined,
        kakao: { clientId: 'kakao-rest-key', clientSecret: '' },
        naver: undefined,
      },
    });
    expect(() => oauthSettings({ ...config, NAVER_CLIENT_ID: 'naver-id' })).toThrow(/NAVER_CLIENT_SECRET/);
  });
});
