import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxEndpoints } from '#api/adapters/oauth/sandbox-client';
import type { OAuthSettings, SandboxRegistration } from '#api/adapters/oauth/select';
import { pkceChallenge } from '#api/adapters/oauth/types';
import { buildServer } from '#api/http/server';
import { composeTestApp } from '../../../test/api-server.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { escapeHtml } from './consent-page.ts';
import { createOAuthSandbox, SANDBOX_CODE_TTL_MS, SANDBOX_TOKEN_TTL_MS, sandboxSubject } from './grants.ts';
import { kakaoMemberId } from './profile-answers.ts';

const SITE = 'https://sogon.test';
const VERIFIER = 'verifier-'.repeat(6);
const KAKAO_CALLBACK = `${SITE}/sns?provider=kakao`;

async function serverWith(database: TestDatabase, oauth: Partial<OAuthSettings>) {
  const composed = await composeTestApp(database, {
    oauth: {
      siteUrl: SITE,
      sandboxBaseUrl: 'http://127.0.0.1:9',
      sandboxAllowed: true,
      credentials: {},
      ...oauth,
    },
  });
  const app = await buildServer({ routes: composed.routes });
  app.addHook('onClose', () => composed.close());
  await app.ready();
  return { services: composed.services, app };
}

type Server = Awaited<ReturnType<typeof serverWith>>;
const setup = {} as {
  database: TestDatabase;
  main: Server;
  closed: Server;
  client: SandboxRegistration['client'];
};

beforeAll(async () => {
  setup.database = await createTestDatabase();
  // Google has credentials here, so only Kakao and Naver are sandboxed.
  setup.main = await serverWith(setup.database, {
    credentials: { google: { clientId: 'g', clientSecret: 's' } },
  });
  setup.closed = await serverWith(setup.database, { sandboxAllowed: false });
  setup.client = setup.main.services.oauthProviders.sandbox!.client;
});

afterAll(async () => {
  await setup.main?.app.close();
  await setup.closed?.app.close();
  await setup.database?.drop();
});

function authorizeQuery(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    client_id: setup.client.clientId,
    redirect_uri: KAKAO_CALLBACK,
    response_type: 'code',
    state: 'state-1',
    code_challenge: pkceChallenge(VERIFIER),
    code_challenge_method: 'S256',
    ...overrides,
  });
}

const openConsent = (query: URLSearchParams, provider = 'kakao', app = setup.main.app) =>
  app.inject({ url: `/api/live/oauth-sandbox/${provider}/authorize?${query}` });

const postForm = (url: string, form: Record<string, string>) =>
  setup.main.app.inject({
    method: 'POST',
    url: `/api/live/oauth-sandbox/${url}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });

/** Agrees on the consent page as a browser would (a plain form post, no x-client header). */
async function agree(
  identity = { nickname: '테스터', email: 'tester@kakao.example.com' },
  provider = 'kakao',
) {
  const response = await postForm(`${provider}/authorize`, {
    ...Object.fromEntries(
      authorizeQuery(provider === 'kakao' ? {} : { redirect_uri: `${SITE}/sns?provider=${provider}` }),
    ),
    ...identity,
  });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string);
}

function redeem(code: string, overrides: Record<string, string> = {}, provider = 'kakao') {
  return postForm(`${provider}/token`, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: KAKAO_CALLBACK,
    client_id: setup.client.clientId,
    client_secret: setup.client.clientSecret,
    code_verifier: VERIFIER,
    ...overrides,
  });
}

describe('sandbox consent page', () => {
  it('is a Korean, labelled form marked as a test environment, prefilled with a stable test person', async () => {
    const response = await openConsent(authorizeQuery());
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('<html lang="ko">');
    expect(html).toContain('<p class="badge">테스트 환경</p>');
    expect(html).toContain('카카오 계정으로 소곤에 로그인');
    expect(html).toContain('<label for="nickname">이름</label>');
    expect(html).toContain('<label for="email">이메일</label>');
    expect(html).toContain('value="카카오 테스트 회원"');
    expect(html).toContain('value="tester@kakao.example.com"');
    expect(html).toContain('<button type="submit">동의하고 계속하기</button>');
    expect(html).toContain('<input type="hidden" name="state" value="state-1">');
    expect(html).toContain(`<input type="hidden" name="code_challenge" value="${pkceChallenge(VERIFIER)}">`);
    expect(html).toContain(`href="${escapeHtml(`${KAKAO_CALLBACK}&error=access_denied&state=state-1`)}"`);

    const naver = await openConsent(authorizeQuery({ redirect_uri: `${SITE}/sns?provider=naver` }), 'naver');
    expect(naver.body).toContain('네이버 계정으로 소곤에 로그인');
  });

  it('offers an unticked "unverified e-mail" choice where the provider reports verification (not Naver)', async () => {
    const kakao = (await openConsent(authorizeQuery())).body;
    expect(kakao).toContain(
      '<input id="email_unverified" name="email_unverified" type="checkbox" value="1" aria-describedby="email_unverified-hint">',
    );
    expect(kakao).toContain('<label for="email_unverified">인증을 마치지 않은 메일 주소로 시험하기</label>');
    // The journeys find the fields by their labels ("이메일", "이름"), which a substring also matches.
    const labels = [...kakao.matchAll(/<label for="[a-z_]+">([^<]*)<\/label>/g)].map((match) => match[1]);
    expect(labels.filter((label) => label?.includes('이메일'))).toEqual(['이메일']);
    expect(labels.filter((label) => label?.includes('이름'))).toEqual(['이름']);
    const naver = await openConsent(authorizeQuery({ redirect_uri: `${SITE}/sns?provider=naver` }), 'naver');
    expect(naver.statusCode).toBe(200);
    expect(naver.body).not.toContain('email_unverified');
    // Naver has no PKCE: the challenge it was sent is not carried on.
    expect(naver.body).not.toContain('name="code_challenge"');
  });

  it('escapes every reflected value', async () => {
    const attack = '"><script>alert(1)</script><img src=x onerror=alert(2)>\'`';
    const response = await openConsent(authorizeQuery({ state: attack }));
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(response.body).not.toContain('<img src=x');
    expect(response.body).toContain(
      'value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;&#39;&#96;"',
    );

    const form = await postForm('kakao/authorize', {
      ...Object.fromEntries(authorizeQuery()),
      nickname: '<b>bold</b>',
      email: '"><svg onload=alert(3)>',
    });
    expect(form.statusCode).toBe(400);
    expect(form.body).not.toContain('<svg');
    expect(form.body).not.toContain('<b>bold');
    expect(form.body).toContain('aria-invalid="true" aria-describedby="email-error"');
    expect(form.body).toContain('role="alert"');
    expect(form.body).toContain('이메일 주소를 확인해 주세요.');
  });

  it('shows an error page, never a redirect, for an unknown client or an unregistered callback', async () => {
    const refused: Record<string, string>[] = [
      { redirect_uri: 'https://evil.example/sns?provider=kakao' },
      { redirect_uri: `${SITE}/sns?provider=naver` },
      { client_id: 'someone-else' },
    ];
    for (const overrides of refused) {
      const response = await openConsent(authorizeQuery(overrides));
      expect(response.statusCode).toBe(400);
      expect(response.headers.location).toBeUndefined();
      expect(response.body).toContain('잘못된 로그인 요청');
    }
  });

  it('sends other malformed requests back to the callback with the OAuth error', async () => {
    const malformed: [Record<string, string>, string][] = [
      [{ code_challenge_method: 'plain' }, 'invalid_request'],
      [{ code_challenge: 'short' }, 'invalid_request'],
      [{ response_type: 'token' }, 'unsupported_response_type'],
    ];
    for (const [overrides, error] of malformed) {
      const response = await openConsent(authorizeQuery(overrides));
      expect(response.statusCode).toBe(302);
      const location = new URL(response.headers.location as string);
      expect(location.origin + location.pathname).toBe(`${SITE}/sns`);
      expect(location.searchParams.get('error')).toBe(error);
      expect(location.searchParams.get('state')).toBe('state-1');
    }
  });

  it('exists only for sandboxed providers, and not at all when the sandbox is off', async () => {
    const google = await openConsent(authorizeQuery({ redirect_uri: `${SITE}/sns/google` }), 'google');
    expect(google.statusCode).toBe(404);
    expect(google.json()).toMatchObject({ result: { error: 'ERROR_API_PATH_WRONG' } });
    const closed = await openConsent(authorizeQuery(), 'kakao', setup.closed.app);
    expect(closed.statusCode).toBe(404);
    const offered = await setup.closed.app.inject({ url: '/api/live/v1/user/auth/sns/providers' });
    expect(offered.json()).toEqual({ result: [] });
  });
});

describe('sandbox token and userinfo endpoints', () => {
  it('issues a code to the registered callback, trades it once for a token, and tells who it is', async () => {
    const callback = await agree({ nickname: '테스터', email: 'Tester@Kakao.Example.com' });
    expect(callback.origin + callback.pathname).toBe(`${SITE}/sns`);
    expect(callback.searchParams.get('provider')).toBe('kakao');
    expect(callback.searchParams.get('state')).toBe('state-1');
    const code = callback.searchParams.get('code') ?? '';

    const token = await redeem(code);
    expect(token.statusCode).toBe(200);
    expect(token.headers['cache-control']).toBe('no-store');
    const body = token.json();
    expect(body).toEqual({
      access_token: expect.stringMatching(/^[\w-]{43}$/),
      token_type: 'bearer',
      expires_in: 600,
    });

    const info = await setup.main.app.inject({
      url: '/api/live/oauth-sandbox/kakao/v2/user/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(info.json()).toMatchObject({
      id: kakaoMemberId(sandboxSubject('tester@kakao.example.com')),
      kakao_account: { email: 'tester@kakao.example.com', profile: { nickname: '테스터' } },
    });
    const elsewhere = await setup.main.app.inject({
      url: '/api/live/oauth-sandbox/naver/v1/nid/me',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(elsewhere.statusCode).toBe(401);

    const again = await redeem(code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: 'invalid_grant', error_code: 'KOE320' });
  });

  it('refuses a wrong PKCE verifier, and the code is spent by the attempt', async () => {
    const code = (await agree()).searchParams.get('code') ?? '';
    const wrong = await redeem(code, { code_verifier: 'x'.repeat(43) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await redeem(code)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses another callback, another provider, a wrong secret and other grant types', async () => {
    const cases: [Record<string, string>, string, number, string][] = [
      [{ redirect_uri: `${SITE}/sns?provider=naver` }, 'kakao', 400, 'invalid_grant'],
      // Naver answers its token errors with HTTP 200.
      [{ state: 'state-1' }, 'naver', 200, 'invalid_grant'],
      [{ client_secret: 'guess' }, 'kakao', 401, 'invalid_client'],
      [{ grant_type: 'password' }, 'kakao', 400, 'unsupported_grant_type'],
      [{ code_verifier: '' }, 'kakao', 400, 'invalid_grant'],
    ];
    for (const [overrides, provider, status, error] of cases) {
      const code = (await agree()).searchParams.get('code') ?? '';
      const response = await redeem(code, overrides, provider);
      expect(response.statusCode, JSON.stringify(overrides)).toBe(status);
      expect(response.json()).toMatchObject({ error });
      if (status === 401) expect(response.headers['www-authenticate']).toMatch(/^Basic realm=/);
    }
  });

  it('answers a bad bearer token the OAuth way', async () => {
    for (const authorization of [undefined, 'Bearer not-a-token-we-issued-at-all', 'Basic abc']) {
      const response = await setup.main.app.inject({
        url: '/api/live/oauth-sandbox/kakao/v2/user/me',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
      expect(response.json()).toEqual({ msg: 'this access token does not exist', code: -401 });
    }
  });
});

describe('sandbox grants', () => {
  const registration: SandboxRegistration = {
    providers: ['kakao'],
    client: { clientId: 'c', clientSecret: 's' },
    redirectUri: () => KAKAO_CALLBACK,
    acceptsRedirect: (_provider, uri) => uri === KAKAO_CALLBACK,
    endpoints: (provider) => sandboxEndpoints(provider, { siteUrl: SITE, sandboxBaseUrl: SITE }),
  };
  const params = () => Object.fromEntries(authorizeQuery({ client_id: 'c' }));

  async function codeFrom(pending: ReturnType<ReturnType<typeof createOAuthSandbox>['consent']>) {
    const result = await pending;
    if (result.kind !== 'redirect') throw new Error(`no code: ${result.kind}`);
    return new URL(result.location).searchParams.get('code') ?? '';
  }

  it('lets codes and tokens expire', async () => {
    let now = 1_000_000;
    const sandbox = createOAuthSandbox({ registration, now: () => now });
    const identity = { nickname: '테스터', email: 'a@example.com' };
    const exchange = (code: string) =>
      sandbox.token('kakao', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: KAKAO_CALLBACK,
        client_id: 'c',
        client_secret: 's',
        code_verifier: VERIFIER,
      });

    const late = await codeFrom(sandbox.consent('kakao', { ...params(), ...identity }));
    now += SANDBOX_CODE_TTL_MS;
    expect(await exchange(late)).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });

    const answer = await exchange(await codeFrom(sandbox.consent('kakao', { ...params(), ...identity })));
    if (answer.status !== 200) throw new Error('token refused');
    const bearer = `Bearer ${answer.body.access_token}`;
    expect((await sandbox.userinfo('kakao', bearer))?.email).toBe('a@example.com');
    now += SANDBOX_TOKEN_TTL_MS;
    expect(await sandbox.userinfo('kakao', bearer)).toBeNull();
  });

  it('derives the same subject from the same address, whatever its case', () => {
    expect(sandboxSubject(' A@Example.com ')).toBe(sandboxSubject('a@example.com'));
    expect(sandboxSubject('b@example.com')).not.toBe(sandboxSubject('a@example.com'));
  });
});
