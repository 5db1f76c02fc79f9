import { ERROR_CODES } from '@sogon/contract/errors';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildServer } from '#api/http/server';
import { setupTestApi } from '../../test/api-server.ts';
import { AppError } from './app-error.ts';
import { ok } from './envelope.ts';

const api = setupTestApi();

describe('envelope and error paths', () => {
  it('answers success as {result}', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/live/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      result: { status: 'ok', database: 'ok', uptimeSec: expect.any(Number), demoMedia: null },
    });
  });

  it('answers an unknown API path with 404 ERROR_API_PATH_WRONG', async () => {
    for (const url of ['/api/live/v9/nothing', '/api/live', '/api/live/']) {
      const response = await api.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({
        message: 'ERROR_API_PATH_WRONG',
        result: { error: 'ERROR_API_PATH_WRONG' },
      });
    }
  });

  it('answers schema-invalid input with 400 ERROR_REQUEST_PARAMETER_WRONG and a Korean detail', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/live/v2/category?items=[7,abc]' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      result: { error: 'ERROR_REQUEST_PARAMETER_WRONG' },
    });
    expect(body.detail).toMatch(/[가-힣]/);
  });

  it('treats a missing required query as bad input, not a fault', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/live/v2/category' });
    expect(response.statusCode).toBe(400);
  });

  it('every code in the catalogue maps to a status and a Korean detail', () => {
    for (const code of ERROR_CODES) {
      const error = new AppError(code);
      expect(error.status, code).toBeGreaterThanOrEqual(400);
      expect(error.detail, code).toMatch(/[가-힣]/);
    }
  });
});

describe('writes need the x-client header', () => {
  it('refuses a state-changing call without x-client, and answers it with the header', async () => {
    const server = await buildServer({
      routes: (api) => {
        api.post('/v1/echo', { schema: { body: z.object({ text: z.string().max(10) }) } }, async (request) =>
          ok(request.body),
        );
        api.post('/v1/toggle', async () => ok({ toggled: true }));
      },
    });
    const without = await server.inject({
      method: 'POST',
      url: '/api/live/v1/echo',
      payload: { text: '안녕' },
    });
    expect(without.statusCode).toBe(400);
    expect(without.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');

    const withHeader = await server.inject({
      method: 'POST',
      url: '/api/live/v1/echo',
      headers: { 'x-client': 'sogon-web' },
      payload: { text: '안녕' },
    });
    expect(withHeader.statusCode).toBe(200);
    expect(withHeader.json()).toEqual({ result: { text: '안녕' } });

    const badJson = await server.inject({
      method: 'POST',
      url: '/api/live/v1/echo',
      headers: { 'x-client': 'sogon-web', 'content-type': 'application/json' },
      payload: '{"text":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');

    // The JSON header with no body at all: a request without a body (the schema still decides).
    const emptyJson = { 'x-client': 'sogon-web', 'content-type': 'application/json' };
    const bodyless = await server.inject({ method: 'POST', url: '/api/live/v1/toggle', headers: emptyJson });
    expect(bodyless.statusCode).toBe(200);
    const missing = await server.inject({ method: 'POST', url: '/api/live/v1/echo', headers: emptyJson });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('ERROR_REQUEST_PARAMETER_WRONG');
    const poisoned = await server.inject({
      method: 'POST',
      url: '/api/live/v1/echo',
      headers: emptyJson,
      payload: '{"text":"a","__proto__":{"x":1}}',
    });
    expect(poisoned.statusCode).toBe(400);

    const tooLong = await server.inject({
      method: 'POST',
      url: '/api/live/v1/echo',
      headers: { 'x-client': 'sogon-web' },
      payload: { text: '가'.repeat(11) },
    });
    expect(tooLong.statusCode).toBe(400);
    await server.close();
  });
});

describe('request context and time-out', () => {
  it('parses every section-7 header into the typed context, token from header or cookie', async () => {
    const server = await buildServer({
      routes: (api) => {
        api.get('/v1/context', async (request) => ok(request.ctx));
      },
    });
    const headers = {
      version: '1',
      token: 'tok-header',
      'x-origin': 'https://example.test/page',
      'x-uuid': 'uuid-1234-5678',
      'x-pid': 'partner',
      'x-pid1': 'p1',
      'x-pid3': 'p3',
      'x-pid7': 'p7',
      'x-adult-pid': 'adult_p',
      'x-sid': 'session-1',
      'x-client': 'sogon-web',
    };
    const response = await server.inject({ method: 'GET', url: '/api/live/v1/context', headers });
    expect(response.json().result).toMatchObject({
      version: '1',
      token: 'tok-header',
      origin: 'https://example.test/page',
      uuid: 'uuid-1234-5678',
      pid: 'partner',
      pid1: 'p1',
      pid3: 'p3',
      pid7: 'p7',
      adultPid: 'adult_p',
      sid: 'session-1',
      client: 'sogon-web',
    });
    const fromCookie = await server.inject({
      method: 'GET',
      url: '/api/live/v1/context',
      headers: { cookie: 'token=tok-cookie' },
    });
    expect(fromCookie.json().result).toMatchObject({ token: 'tok-cookie', pid: '', sid: '' });
    await server.close();
  });

  it('answers a handler that runs past the limit with 504 ERROR_REQUEST_TIMEOUT', async () => {
    const server = await buildServer({
      timeoutMs: 50,
      routes: (api) => {
        api.get('/v1/slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 300));
          return ok('late');
        });
      },
    });
    const response = await server.inject({ method: 'GET', url: '/api/live/v1/slow' });
    expect(response.statusCode).toBe(504);
    expect(response.json().message).toBe('ERROR_REQUEST_TIMEOUT');
    await server.close();
  });
});
