import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api-client.ts';
import { typedApi } from './client.ts';
import { endpoints } from './manifest.ts';
import { routes } from './table.ts';

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('typedApi', () => {
  it('fills path params, sends query and body, and answers the envelope result', async () => {
    const fetch = vi.fn(async () => jsonResponse(200, { result: { id: 7 } }));
    const api = typedApi(createApiClient({ baseUrl: 'http://api', headers: () => ({ cookies: {} }), fetch }));
    await expect(api.playlist.get({ id: 7 })).resolves.toEqual({ id: 7 });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api/api/live/v2/playlist/7');
    expect(init.method).toBe('GET');
  });

  it('has a call for every route of the table, and the table a route for every endpoint', () => {
    const api = typedApi(createApiClient({ baseUrl: '', headers: () => ({ cookies: {} }) }));
    for (const [module, group] of Object.entries(endpoints)) {
      for (const [name, endpoint] of Object.entries(group)) {
        expect(typeof (api as unknown as Record<string, Record<string, unknown>>)[module]![name]).toBe(
          'function',
        );
        expect(
          (routes as unknown as Record<string, Record<string, { endpoint: string }>>)[module]![name]!
            .endpoint,
        ).toBe(endpoint);
      }
    }
    expect(Object.keys(routes).sort()).toEqual(Object.keys(endpoints).sort());
  });
});
