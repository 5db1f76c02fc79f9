import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '#api/adapters/storage/local';
import { withKeyPrefix } from '#api/adapters/storage/prefixed';
import { createS3Storage } from '#api/adapters/storage/s3';
import { type S3rverProcess, startS3rver } from '#api/adapters/storage/s3rver-process';
import { patternBytes } from '#api/adapters/storage/storage-contract';
import type { ObjectStorage } from '#api/adapters/storage/types';
import { installNotFound } from './framework-errors.ts';
import { PUBLIC_MEDIA_CACHE, publicMediaPlugin } from './media-plugin.ts';

// Public media at /media/{key} streams from the public store, the same on local disk and in a
// bucket (under its public/ prefix): ranges, HEAD, revalidation, 404 and 416 in the envelope.
const BUCKET = 'sogon-public-media';
let scratch: string;
let s3rver: S3rverProcess;
const stores: Record<'local' | 's3', () => ObjectStorage> = {
  local: () => createLocalStorage({ root: path.join(scratch, 'public') }),
  s3: () => withKeyPrefix(createS3Storage(s3rver.storageOptions(BUCKET)), 'public'),
};

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-public-media-'));
  s3rver = await startS3rver({ directory: path.join(scratch, 's3rver'), buckets: [BUCKET] });
});
afterAll(async () => {
  await s3rver?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe.each(['local', 's3'] as const)('public media from the %s store', (driver) => {
  let storage: ObjectStorage;
  let app: FastifyInstance;
  const cover = patternBytes(3000, 11);

  beforeAll(async () => {
    storage = stores[driver]();
    await storage.putBytes('covers/p1.jpg', cover, { contentType: 'image/jpeg' });
    await storage.putBytes('demo/banners/b1.svg', Buffer.from('<svg/>'), { contentType: 'image/svg+xml' });
    app = Fastify();
    installNotFound(app);
    await app.register(publicMediaPlugin(storage));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    storage?.close();
  });

  it('serves a whole file with its type, size, validators and a day of caching', async () => {
    const response = await app.inject({ url: '/media/covers/p1.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(cover)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': '3000',
      'accept-ranges': 'bytes',
      'cache-control': PUBLIC_MEDIA_CACHE,
    });
    expect(response.headers.etag).toMatch(/^".+"$/);
    expect(Date.parse(String(response.headers['last-modified']))).not.toBeNaN();
    const svg = await app.inject({ url: '/media/demo/banners/b1.svg?v=2' });
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    expect(svg.body).toBe('<svg/>');
  });

  it('serves byte ranges: a slice, an open end, a suffix', async () => {
    const slice = await app.inject({ url: '/media/covers/p1.jpg', headers: { range: 'bytes=100-199' } });
    expect(slice.statusCode).toBe(206);
    expect(slice.rawPayload.equals(cover.subarray(100, 200))).toBe(true);
    expect(slice.headers['content-range']).toBe('bytes 100-199/3000');
    expect(slice.headers['content-length']).toBe('100');

    const tail = await app.inject({ url: '/media/covers/p1.jpg', headers: { range: 'bytes=2990-' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(cover.subarray(2990))).toBe(true);
    expect(tail.headers['content-range']).toBe('bytes 2990-2999/3000');

    const suffix = await app.inject({ url: '/media/covers/p1.jpg', headers: { range: 'bytes=-5' } });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.rawPayload.equals(cover.subarray(2995))).toBe(true);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const response = await app.inject({ url: '/media/covers/p1.jpg', headers: { range: 'bytes=5000-6000' } });
    expect(response.statusCode).toBe(416);
    expect(response.headers['content-range']).toBe('bytes */3000');
    expect(response.json()).toMatchObject({ message: 'ERROR_REQUEST_PARAMETER_WRONG' });
  });

  it('sends the whole file when If-Range names another version', async () => {
    const response = await app.inject({
      url: '/media/covers/p1.jpg',
      headers: { range: 'bytes=0-9', 'if-range': '"another-version"' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBe(3000);
  });

  it('answers HEAD with the headers of a GET and no bytes', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/media/covers/p1.jpg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-length']).toBe('3000');
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.length).toBe(0);
    const ranged = await app.inject({
      method: 'HEAD',
      url: '/media/covers/p1.jpg',
      headers: { range: 'bytes=0-9' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-length']).toBe('10');
  });

  it('answers 304 to a copy that is still good', async () => {
    const first = await app.inject({ url: '/media/covers/p1.jpg' });
    const etag = String(first.headers.etag);
    const byTag = await app.inject({ url: '/media/covers/p1.jpg', headers: { 'if-none-match': etag } });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    expect(byTag.headers.etag).toBe(etag);
    const byDate = await app.inject({
      url: '/media/covers/p1.jpg',
      headers: { 'if-modified-since': String(first.headers['last-modified']) },
    });
    expect(byDate.statusCode).toBe(304);
    const changed = await app.inject({ url: '/media/covers/p1.jpg', headers: { 'if-none-match': '"old"' } });
    expect(changed.statusCode).toBe(200);
  });

  it('answers 404 in the envelope for a missing file, a dot file and a path out of the store', async () => {
    for (const url of [
      '/media/covers/none.jpg',
      '/media/covers/.p1.jpg.meta.json',
      '/media/.hidden',
      '/media/covers/..%2F..%2Fsecret',
      '/media/',
    ]) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ message: 'ERROR_CONTENT_NOT_EXIST' });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });
});

describe('public media on local disk', () => {
  it('serves a file already in the public folder before it was a store, typed by its name', async () => {
    const root = path.join(scratch, 'older');
    await mkdir(path.join(root, 'profiles'), { recursive: true });
    await writeFile(path.join(root, 'profiles', '1-a.jpg'), Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    const app = Fastify();
    await app.register(publicMediaPlugin(createLocalStorage({ root })));
    try {
      const response = await app.inject({ url: '/media/profiles/1-a.jpg' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/jpeg');
      expect([...response.rawPayload]).toEqual([0xff, 0xd8, 0xff, 0xd9]);
      expect(await readdir(path.join(root, 'profiles'))).toEqual(['1-a.jpg']);
    } finally {
      await app.close();
    }
  });
});
