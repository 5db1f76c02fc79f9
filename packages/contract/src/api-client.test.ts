import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildRequestHeaders, createApiClient, failureReaction } from './api-client.ts';
import { REQUEST_HEADERS } from './headers.ts';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('buildRequestHeaders', () => {
  it('produces every section-7 header from the visitor cookies', () => {
    const headers = buildRequestHeaders({
      token: 't',
      origin: 'https://x/y',
      uuid: 'u',
      cookies: { p_id: 'a', p_id_1: 'b', p_id_3: 'c', p_id_7: 'd', adult_pid: 'e', s_id: 'f' },
    });
    expect(Object.keys(headers).sort()).toEqual([...REQUEST_HEADERS].sort());
    expect(headers).toMatchObject({ token: 't', 'x-pid': 'a', 'x-pid1': 'b', 'x-pid3': 'c', 'x-pid7': 'd' });
    expect(headers).toMatchObject({
      'x-adult-pid': 'e',
      'x-sid': 'f',
      'x-client': 'sogon-web',
      version: '1',
    });
  });
});

describe('createApiClient', () => {
  it('sends the headers, unwraps {result} and encodes item lists the spec way', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { result: { ok: 1 } }));
    const client = createApiClient({
      baseUrl: 'http://api',
      headers: () => ({ cookies: { p_id: 'p' } }),
      fetch,
    });
    await expect(client.get('/v2/service/home', { query: { items: [7, 8] } })).resolves.toEqual({ ok: 1 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api/api/live/v2/service/home?items=%5B7%2C8%5D');
    expect(init.headers).toMatchObject({ 'x-pid': 'p', 'x-client': 'sogon-web' });
  });

  it('turns a failure envelope into an ApiError and reports it once', async () => {
    const onFailure = vi.fn();
    const fetch = vi.fn(async () =>
      jsonResponse(401, {
        message: 'ERROR_AUTHORIZE_TOKEN_EXPIRED',
        result: { error: 'ERROR_AUTHORIZE_TOKEN_EXPIRED' },
      }),
    );
    const client = createApiClient({ baseUrl: '', headers: () => ({ cookies: {} }), fetch, onFailure });
    const error = await client.get('/v2/user').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('ERROR_AUTHORIZE_TOKEN_EXPIRED');
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(failureReaction(error as ApiError)).toBe('logout');
  });

  it('gives up after the time-out with ERROR_REQUEST_TIMEOUT', async () => {
    const fetch = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init?.signal?.reason));
        }),
    );
    const client = createApiClient({ baseUrl: '', headers: () => ({ cookies: {} }), fetch, timeoutMs: 30 });
    await expect(client.get('/slow')).rejects.toMatchObject({ code: 'ERROR_REQUEST_TIMEOUT' });
  });
});

describe('failureReaction (spec section 8)', () => {
  it.each([
    ['ERROR_USER_VALIDATION_FAILED', undefined, 'logout'],
    ['ERROR_AUTHORIZE_TOKEN_EXPIRED', undefined, 'logout'],
    ['ERROR_AUTHORIZE_TOKEN_NOT_EXIST', undefined, 'need-login'],
    ['ERROR_USER_NOT_EXIST', 'ERROR_USER_NOT_EXIST', 'blocked'],
    ['ERROR_HEART_NOT_ENOUGH', undefined, 'none'],
  ] as const)('%s → %s', (code, resultError, reaction) => {
    expect(failureReaction(new ApiError(code, 400, undefined, resultError))).toBe(reaction);
  });
});
