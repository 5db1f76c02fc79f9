import { gunzipSync } from 'node:zlib';
import { ZHome } from '@sogon/contract/schemas/catalog';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestApi } from '../../test/api-server.ts';
import { makePlaylist } from '../../test/factories.ts';

// The home answer is served from bytes made once per cached answer (http/cached-json.ts): the
// same JSON as the route's serializer writes, gzipped for clients that take it, with an ETag
// that a revalidation answers with 304.
const api = setupTestApi({ settings: { homeCacheMs: 60_000 } });
const HOME = '/api/live/v2/service/home?items=[7]';

beforeAll(async () => {
  for (let n = 0; n < 8; n++) {
    await makePlaylist(api.database.db, { title: `캐시된 빗소리 ${n}`, categoryIds: [7] });
  }
});

describe('a shared answer served from cached bytes', () => {
  it('answers the envelope, the same bytes and ETag each time, gzipped when asked', async () => {
    const plain = await api.app.inject({ url: HOME });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = plain.json();
    expect(ZHome.parse(body.result).sections[0]!.items).toHaveLength(8);
    const etag = plain.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    const again = await api.app.inject({ url: HOME });
    expect(again.body).toBe(plain.body);
    expect(again.headers.etag).toBe(etag);

    const zipped = await api.app.inject({ url: HOME, headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
  });

  it('answers a revalidation with 304 and no body', async () => {
    const first = await api.app.inject({ url: HOME });
    const revalidated = await api.app.inject({
      url: HOME,
      headers: { 'if-none-match': `W/"other", ${first.headers.etag as string}` },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const stale = await api.app.inject({ url: HOME, headers: { 'if-none-match': '"not-this-one"' } });
    expect(stale.statusCode).toBe(200);
  });

  it("never puts an adult playlist in a visitor's bytes", async () => {
    await makePlaylist(api.database.db, { title: '19금 캐시 속삭임', categoryIds: [8], isAdult: true });
    const visitor = await api.app.inject({ url: '/api/live/v2/service/home?items=[8]' });
    expect(visitor.body).not.toContain('19금 캐시 속삭임');
  });
});
