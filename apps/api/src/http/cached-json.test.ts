import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ZHome } from '@sogon/contract/schemas/catalog';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { playlists } from '#api/db/schema/index';
import { joinMember } from '../../test/accounts.ts';
import { setupTestApi } from '../../test/api-server.ts';
import { makeContent, makePlaylist } from '../../test/factories.ts';

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

    const zipped = await api.app.inject({ url: HOME, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);

    // A browser's list: brotli, made once per answer, smaller than gzip.
    const brotli = await api.app.inject({
      url: HOME,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(zipped.rawPayload.length);
    const refused = await api.app.inject({ url: HOME, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers['content-encoding']).toBe('gzip');
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

  it("shares a visitor's playlist page, never a member's, until a catalog change", async () => {
    const playlist = await makePlaylist(api.database.db, { title: '공유되는 재생목록', isFree: false });
    await makeContent(api.database.db, { playlistId: playlist.id, isFree: false, price: 3 });
    const url = `/api/live/v2/playlist/${playlist.id}`;
    const first = await api.app.inject({ url });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect((await api.app.inject({ url, headers: { 'if-none-match': etag } })).statusCode).toBe(304);

    // A member's page is their own: what they hold, no shared ETag.
    const member = await joinMember(api.app);
    const own = await api.app.inject({ url, headers: { token: member.token } });
    expect(own.headers.etag).toBeUndefined();
    expect(own.json().result.episodes[0].access).toBe('not_purchased');
    expect(first.json().result.episodes[0].access).toBe('login_required');

    // Changed behind the cache: visitors keep the shared copy until a change is announced.
    await api.database.db
      .update(playlists)
      .set({ title: '바뀐 재생목록' })
      .where(eq(playlists.id, playlist.id));
    expect((await api.app.inject({ url })).json().result.title).toBe('공유되는 재생목록');
    api.app.services.changes.publish('catalog');
    const fresh = await api.app.inject({ url });
    expect(fresh.json().result.title).toBe('바뀐 재생목록');
    expect(fresh.headers.etag).not.toBe(etag);
  });
});
