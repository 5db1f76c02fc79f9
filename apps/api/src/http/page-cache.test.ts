import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { createPageCache, type PageCache, visitorPageKey } from './page-cache.ts';

/** A page server like Next's: streams HTML in two writes; counts its renders per path. */
function pageServer(cache: PageCache, render?: (req: IncomingMessage, res: ServerResponse) => void) {
  const renders = new Map<string, number>();
  let release: (() => void) | null = null;
  const draw = async (req: IncomingMessage, res: ServerResponse) => {
    renders.set(req.url ?? '', (renders.get(req.url ?? '') ?? 0) + 1);
    if (render) return render(req, res);
    if (req.url === '/channel/9') await new Promise<void>((resolve) => (release = resolve));
    res.statusCode = 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.setHeader('x-frame-options', 'DENY');
    res.write(`<!doctype html><html lang="ko"><body><h1>${req.url}</h1>`);
    res.end(
      `<p>${'소곤 '.repeat(500)}</p><p>encoding:${req.headers['accept-encoding'] ?? 'none'}</p></body></html>`,
    );
  };
  const server = http.createServer((req, res) => void cache.handle(req, res, draw));
  return {
    renders,
    release: () => release?.(),
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** A raw GET (no automatic decompression): status, headers and body bytes. */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      http
        .get(url, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        })
        .on('error', reject);
    },
  );
}

const servers: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function site(
  options: Parameters<typeof createPageCache>[0],
  render?: Parameters<typeof pageServer>[1],
) {
  const cache = createPageCache(options);
  const server = pageServer(cache, render);
  servers.push(server);
  return { cache, server, base: await server.start() };
}

describe('the visitors page cache', () => {
  it('renders a visitor page once and serves the same bytes to the next visitors, br, gzip or plain, with 304 for an ETag', async () => {
    const { server, base } = await site({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const first = await get(`${base}/playlist/7`, { 'accept-encoding': 'gzip, br' });
    expect(first.headers['x-sogon-page']).toBe('render');
    // The render was asked for identity bytes: the cache compresses once for everyone.
    expect(first.body.toString()).toContain('encoding:none');
    const br = await get(`${base}/playlist/7`, { 'accept-encoding': 'gzip, br' });
    const gz = await get(`${base}/playlist/7`, { 'accept-encoding': 'gzip' });
    const plain = await get(`${base}/playlist/7`);
    expect(server.renders.get('/playlist/7')).toBe(1);
    for (const answer of [br, gz, plain]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['x-sogon-page']).toBe('hit');
      expect(answer.headers['cache-control']).toBe('private, no-cache');
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.body).equals(first.body)).toBe(true);
    expect(gunzipSync(gz.body).equals(first.body)).toBe(true);
    expect(plain.body.equals(first.body)).toBe(true);
    expect(br.body.length).toBeLessThan(first.body.length / 5);

    const etag = String(plain.headers.etag);
    const again = await get(`${base}/playlist/7`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect((await get(`${base}/playlist/7`, { 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('never serves a member, a partner visitor, a query, a client navigation or the console from it', async () => {
    const { server, base } = await site({ ttlMs: 10_000, maxBytes: 1_000_000 });
    await get(`${base}/`);
    await get(`${base}/`);
    expect(server.renders.get('/')).toBe(1);
    const personal: [string, Record<string, string>][] = [
      ['/', { cookie: 'uuid=abc; token=member-session' }],
      ['/', { cookie: 'signed_in=1' }],
      ['/', { cookie: 'adult_pid=partner' }],
      ['/', { cookie: 'p_id=partner' }],
      ['/', { rsc: '1' }],
      ['/', { 'next-router-prefetch': '1' }],
      ['/?p_id=partner', {}],
      ['/search', {}],
      ['/library', {}],
      ['/ops', {}],
    ];
    for (const [path, headers] of personal) {
      const answer = await get(`${base}${path}`, headers);
      expect(answer.headers['x-sogon-page'], `${path} ${JSON.stringify(headers)}`).toBeUndefined();
    }
    expect(server.renders.get('/')).toBe(1 + 6);
    // Harmless cookies (the visitor's uuid, a dismissed popup) still share the page.
    expect((await get(`${base}/`, { cookie: 'uuid=abc; popup_7=1' })).headers['x-sogon-page']).toBe('hit');
  });

  it('keeps no answer that sets a cookie, is not 200 or not HTML', async () => {
    const { server, base } = await site({ ttlMs: 10_000, maxBytes: 1_000_000 }, (req, res) => {
      if (req.url === '/channel/1') res.setHeader('set-cookie', 'p_id=x');
      res.statusCode = req.url === '/playlist/404' ? 404 : 200;
      res.setHeader('content-type', req.url === '/new' ? 'application/json' : 'text/html');
      res.end('<p>page</p>');
    });
    for (const path of ['/channel/1', '/playlist/404', '/new']) {
      await get(`${base}${path}`);
      const second = await get(`${base}${path}`);
      expect(second.headers['x-sogon-page'], path).toBe('render');
      expect(server.renders.get(path), path).toBe(2);
    }
  });

  it('renders once for visitors arriving together, and drops a render a change made stale', async () => {
    const { cache, server, base } = await site({ ttlMs: 10_000, maxBytes: 1_000_000 });
    const together = Array.from({ length: 5 }, () => get(`${base}/channel/9`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.release();
    const answers = await Promise.all(together);
    expect(server.renders.get('/channel/9')).toBe(1);
    expect(new Set(answers.map((answer) => answer.body.toString())).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['x-sogon-page'] === 'hit')).toHaveLength(4);

    // A change announced while a page renders: that copy is not kept.
    cache.forget();
    const stale = get(`${base}/channel/9`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    cache.forget();
    server.release();
    expect((await stale).headers['x-sogon-page']).toBe('render');
    const next = get(`${base}/channel/9`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.release();
    expect((await next).headers['x-sogon-page']).toBe('render');
    expect(server.renders.get('/channel/9')).toBe(3);
  });

  it('renders again after a change or its time, and keeps at most its bytes, oldest out first', async () => {
    let clock = 0;
    const { cache, server, base } = await site({ ttlMs: 1_000, maxBytes: 6_000, now: () => clock });
    await get(`${base}/new`);
    expect((await get(`${base}/new`)).headers['x-sogon-page']).toBe('hit');
    cache.forget();
    expect((await get(`${base}/new`)).headers['x-sogon-page']).toBe('render');
    // The copy is kept once compressed, just after its first visitor had the page.
    await new Promise((resolve) => setTimeout(resolve, 50));
    clock += 1_000;
    expect((await get(`${base}/new`)).headers['x-sogon-page']).toBe('render');
    expect(server.renders.get('/new')).toBe(3);
    // Each page is ~4,000 bytes in its three forms: a second pushes the first out (once kept,
    // which happens after its first visitor had it).
    await expect.poll(async () => (await get(`${base}/new`)).headers['x-sogon-page']).toBe('hit');
    await get(`${base}/top100`);
    await expect.poll(async () => (await get(`${base}/top100`)).headers['x-sogon-page']).toBe('hit');
    expect(cache.stats().pages).toBe(1);
    expect(cache.stats().bytes).toBeLessThanOrEqual(6_000);
    expect((await get(`${base}/new`)).headers['x-sogon-page']).toBe('render');
  });

  it('bypasses itself while changes may go unheard', async () => {
    let coherent = false;
    const { server, base } = await site({ ttlMs: 10_000, maxBytes: 1_000_000, coherent: () => coherent });
    await get(`${base}/`);
    await get(`${base}/`);
    expect(server.renders.get('/')).toBe(2);
    coherent = true;
    await get(`${base}/`);
    expect((await get(`${base}/`)).headers['x-sogon-page']).toBe('hit');
  });

  it('keys visitor pages by host and path', () => {
    const request = (url: string, headers: Record<string, string> = {}) =>
      ({ method: 'GET', url, headers: { host: 'sogon.test', ...headers } }) as unknown as IncomingMessage;
    expect(visitorPageKey(request('/playlist/3/12'))).toBe('sogon.test/playlist/3/12');
    expect(visitorPageKey(request('/video/4'))).toBe('sogon.test/video/4');
    expect(visitorPageKey(request('/category/22'))).toBe('sogon.test/category/22');
    expect(visitorPageKey(request('/playlist/abc'))).toBeNull();
    expect(visitorPageKey(request('/playlist/3/12/x'))).toBeNull();
    expect(visitorPageKey({ ...request('/'), method: 'POST' } as IncomingMessage)).toBeNull();
  });
});
