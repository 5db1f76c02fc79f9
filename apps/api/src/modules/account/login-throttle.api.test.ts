import { accountDetails } from '@sogon/contract/messages/account-details';
import { describe, expect, it } from 'vitest';
import { joinMember, newEmail, WRITE } from '../../../test/accounts.ts';
import { setupTestApi, type TestServer } from '../../../test/api-server.ts';

/** The part of the web's API client (packages/contract/src/api-client.ts) this file drives. */
interface WebClientModule {
  ApiError: new (...args: never[]) => { code: string; status: number; detail: string };
  createApiClient(options: {
    baseUrl: string;
    headers: () => { cookies: Record<string, string> };
    fetch: (input: string, init?: RequestInit) => Promise<Response>;
  }): { post(path: string, init: { body: unknown }): Promise<unknown> };
}

// Loaded by name at run time: the web client is typed against the browser's DOM library, which
// the API's type check (lib ES2023 + node) does not load.
const WEB_CLIENT = '@sogon/contract/api-client';

// Small limits, the production rule: failures per account tight, failures per address loose.
const ACCOUNT_LIMIT = 3;
const ADDRESS_LIMIT = 12;
const api = setupTestApi({
  settings: {
    limits: {
      loginAccount: { limit: ACCOUNT_LIMIT, windowMs: 5 * 60_000 },
      loginAddress: { limit: ADDRESS_LIMIT, windowMs: 5 * 60_000 },
    },
  },
});

function login(app: TestServer, uid: string, password: string, ip: string) {
  return app.inject({
    method: 'POST',
    url: '/api/live/v1/user/auth/login',
    headers: { ...WRITE, 'x-forwarded-for': ip },
    payload: { uid, password },
  });
}

describe('login throttling over HTTP', () => {
  it('answers an account over its limit 429 with the Korean wait in the envelope and Retry-After', async () => {
    const member = await joinMember(api.app);
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1) {
      expect((await login(api.app, member.uid, 'wrong-password', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    }
    const refused = await login(api.app, member.uid, member.password, '192.0.2.200');
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(refused.json()).toEqual({
      message: 'ERROR_TOO_MANY_REQUESTS',
      result: { error: 'ERROR_TOO_MANY_REQUESTS' },
      detail: accountDetails.loginTooMany(retryAfter),
    });
    expect(refused.json().detail).toMatch(/^로그인 시도가 너무 많아요\. \d분 뒤에 다시 시도해 주세요\.$/);
  });

  it("gives the web client's ApiError the wait as the detail the login form shows", async () => {
    const { ApiError, createApiClient } = (await import(WEB_CLIENT)) as WebClientModule;
    const member = await joinMember(api.app);
    const ip = '192.0.2.77';
    // The web's own client, its fetch answered by the server in this process.
    const client = createApiClient({
      baseUrl: '',
      headers: () => ({ cookies: {} }),
      fetch: async (input, init) => {
        const answer = await api.app.inject({
          method: init?.method as 'POST',
          url: String(input),
          headers: { ...(init?.headers as Record<string, string>), 'x-forwarded-for': ip },
          payload: init?.body as string,
        });
        return new Response(answer.body, {
          status: answer.statusCode,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const attempt = (password: string) =>
      client.post('/v1/user/auth/login', { body: { uid: member.uid, password } }).catch((error) => error);
    for (let i = 0; i < ACCOUNT_LIMIT; i += 1) {
      expect(await attempt('wrong-password')).toMatchObject({ code: 'ERROR_USER_LOGIN_FAILED' });
    }
    const failure = await attempt(member.password);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'ERROR_TOO_MANY_REQUESTS', status: 429 });
    expect((failure as InstanceType<typeof ApiError>).detail).toMatch(
      /^로그인 시도가 너무 많아요\. \d분 뒤에 다시 시도해 주세요\.$/,
    );
  });

  it('lets many accounts behind one NAT address fail and succeed; only the loose address limit stops them', async () => {
    const nat = '211.234.55.66';
    const members = await Promise.all(Array.from({ length: 4 }, () => joinMember(api.app)));
    // More failures from the address than one account may have, each on its own account.
    for (let i = 0; i < ADDRESS_LIMIT; i += 1) {
      // Members behind the same address keep logging in between; successes do not count.
      const member = members[i % members.length]!;
      expect((await login(api.app, member.uid, member.password, nat)).statusCode).toBe(200);
      const answer = await login(api.app, newEmail('nat-typo'), 'wrong-password', nat);
      expect(answer.statusCode).toBe(401);
    }
    // Now the address as a whole has failed ADDRESS_LIMIT times: it waits, even with a right password.
    const refused = await login(api.app, members[0]!.uid, members[0]!.password, nat);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // The same member from another network is not held back.
    expect((await login(api.app, members[0]!.uid, members[0]!.password, '203.0.113.10')).statusCode).toBe(
      200,
    );
  });
});
