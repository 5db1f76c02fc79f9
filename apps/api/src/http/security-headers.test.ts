import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '#api/http/server';
import { type MediaRoots, mediaRoots } from '#api/media/roots';
import { composeTestApp } from '../../test/api-server.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

/**
 * Stands in for Next.js: like Next, it writes on the raw response of a hijacked reply, so the
 * headers it answers with are only those the server put there first.
 */
const page = async (_request: unknown, response: ServerResponse) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end('<!doctype html><html lang="ko"><title>소곤</title></html>');
};

/** The whole server (API, media, pages) for `siteUrl`, listening on a free port. */
async function startSite(database: TestDatabase, roots: MediaRoots, siteUrl: string) {
  const composed = await composeTestApp(database, {}, roots);
  const app = await buildServer({
    routes: composed.routes,
    media: { plugins: composed.mediaPlugins },
    web: page,
    siteUrl,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    close: async () => {
      await app.close();
      await composed.close();
    },
  };
}

const state = {} as {
  database: TestDatabase;
  scratch: string;
  sites: Array<Awaited<ReturnType<typeof startSite>>>;
  https: string;
  http: string;
};

beforeAll(async () => {
  state.database = await createTestDatabase();
  state.scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-headers-'));
  const roots = mediaRoots(state.scratch);
  await mkdir(path.join(roots.public, 'profiles'), { recursive: true });
  await writeFile(path.join(roots.public, 'profiles', '1-a.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  state.sites = [
    await startSite(state.database, roots, 'https://sogon.example'),
    await startSite(state.database, roots, 'http://localhost:3000'),
  ];
  state.https = state.sites[0]!.url;
  state.http = state.sites[1]!.url;
});

afterAll(async () => {
  for (const site of state.sites ?? []) await site.close();
  await state.database?.drop();
  await rm(state.scratch, { recursive: true, force: true });
});

function expectSecurityHeaders(response: Response, label: string) {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(response.headers.get('x-frame-options'), label).toBe('DENY');
  expect(response.headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(response.headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  const permissions = response.headers.get('permissions-policy') ?? '';
  expect(permissions, label).toContain('camera=()');
  expect(permissions, label).toContain('microphone=()');
  expect(permissions, label).toContain('autoplay=(self)');
  expect(permissions, label).toContain('fullscreen=(self)');
}

describe('security headers', () => {
  it('go with API answers, errors, media files and pages alike', async () => {
    const cases: Array<[string, number]> = [
      ['/api/live/health', 200],
      ['/api/live/v1/no-such-thing', 404],
      ['/api/live/v2/user', 401],
      ['/api/live/%E0%A4%A', 400],
      ['/media/profiles/1-a.jpg', 200],
      ['/media/profiles/none.jpg', 404],
      ['/', 200],
      ['/charge', 200],
    ];
    for (const [url, status] of cases) {
      const response = await fetch(`${state.https}${url}`);
      expect(response.status, url).toBe(status);
      expectSecurityHeaders(response, url);
    }
    // tus answers uploads itself on the hijacked reply.
    const upload = await fetch(`${state.https}/api/live/v1/studio/uploads`, { method: 'OPTIONS' });
    expect(upload.status).toBeLessThan(300);
    expectSecurityHeaders(upload, 'OPTIONS /api/live/v1/studio/uploads');
  });

  it('send HSTS only when the site is https', async () => {
    for (const url of ['/api/live/health', '/', '/media/profiles/1-a.jpg']) {
      expect((await fetch(`${state.https}${url}`)).headers.get('strict-transport-security'), url).toBe(
        'max-age=31536000',
      );
      const plain = await fetch(`${state.http}${url}`);
      expectSecurityHeaders(plain, url);
      expect(plain.headers.get('strict-transport-security'), url).toBeNull();
    }
  });
});
