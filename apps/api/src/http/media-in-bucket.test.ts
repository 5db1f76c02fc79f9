import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { runFfmpeg } from '@sogon/media';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, type S3StorageOptions } from '#api/adapters/storage/s3';
import { type S3rverProcess, startS3rver } from '#api/adapters/storage/s3rver-process';
import type { ObjectStorage } from '#api/adapters/storage/types';
import { galleryItems } from '#api/db/schema/index';
import { type MediaRoots, mediaRoots } from '#api/media/roots';
import { DEMO_CHANNELS } from '#api/seed/demo-data';
import { seedDemoEvents } from '#api/seed/demo-events';
import { seedDemoGallery } from '#api/seed/demo-gallery';
import { joinMember, WRITE } from '../../test/accounts.ts';
import { buildTestServer, type TestApiServer } from '../../test/api-server.ts';
import { makeChannel } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

// With STORAGE_DRIVER=s3 every picture a member, an operator or the demo seed stores goes to the
// bucket and every server answers for it from there: the server's own media folders stay empty,
// so a second server on another machine would serve the same bytes.
const BUCKET = 'sogon-media';
let scratch: string;
let s3rver: S3rverProcess;
let database: TestDatabase;
let roots: MediaRoots;
let api: TestApiServer;
/** The bucket as it is, prefixes and all, to see where the objects went. */
let bucket: ObjectStorage;

beforeAll(async () => {
  scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-media-in-bucket-'));
  s3rver = await startS3rver({ directory: path.join(scratch, 's3rver'), buckets: [BUCKET] });
  const s3: S3StorageOptions = s3rver.storageOptions(BUCKET);
  bucket = createS3Storage(s3);
  database = await createTestDatabase();
  roots = mediaRoots(path.join(scratch, 'data'));
  api = await buildTestServer(database, {
    media: roots,
    settings: { media: { storage: { driver: 's3', s3 } } },
  });
}, 60_000);
afterAll(async () => {
  await api?.close();
  await database?.drop();
  bucket?.close();
  await s3rver?.stop();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/** Every file under the server's public and private media folders. */
async function localMediaFiles(): Promise<string[]> {
  const found: string[] = [];
  for (const root of [roots.public, roots.private]) {
    try {
      found.push(...(await readdir(root, { recursive: true })).map((name) => path.join(root, name)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return found;
}

async function bucketBytes(key: string): Promise<Buffer | null> {
  const object = await bucket.get(key);
  return object ? buffer(object.body) : null;
}

/** A real multipart/form-data body with one file, as a browser's FormData sends it. */
async function multipart(field: string, data: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append(field, new Blob([data], { type }), filename);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    contentType: request.headers.get('content-type')!,
    payload: Buffer.from(await request.arrayBuffer()),
  };
}

async function picture(name: string): Promise<Buffer> {
  const file = path.join(scratch, name);
  await runFfmpeg(['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=s=320x240', '-frames:v', '1', file], {
    timeoutMs: 10_000,
  });
  return readFile(file);
}

describe('media objects in the bucket', () => {
  it('stores a profile picture in the bucket, serves it from there and deletes the one it replaces', async () => {
    const member = await joinMember(api);
    const png = await picture('me.png');
    const upload = async () => {
      const form = await multipart('profileImg', png, 'me.png', 'image/png');
      const response = await api.inject({
        method: 'POST',
        url: '/api/live/v1/user/profile',
        headers: { 'x-client': 'web', token: member.token, 'content-type': form.contentType },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().result.profileImg as string;
    };
    const first = await upload();
    const key = `public/${first.slice('/media/'.length)}`;
    const stored = await bucketBytes(key);
    expect(stored?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const served = await api.inject({ url: first });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(stored!)).toBe(true);

    const second = await upload();
    expect(second).not.toBe(first);
    expect(await bucket.exists(key)).toBe(false);
    expect((await api.inject({ url: first })).statusCode).toBe(404);
    expect((await api.inject({ url: second })).statusCode).toBe(200);
    expect(await localMediaFiles()).toEqual([]);
  });

  it('stores a console banner image in the bucket and serves it whole and in ranges', async () => {
    const email = 'banner-operator@site.example';
    const created = await api.services.console.createOperator({ email, role: 'operator', name: '운영자' });
    const otp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(created!.totpSecret),
      digits: 6,
      period: 30,
    }).generate();
    const login = await api.inject({
      method: 'POST',
      url: '/api/live/ops/auth/login',
      headers: WRITE,
      payload: { email, password: created!.password, otp },
    });
    expect(login.statusCode, login.body).toBe(200);
    const cookie = `ops_token=${login.cookies.find((item) => item.name === 'ops_token')!.value}`;

    const png = await picture('banner.png');
    const form = await multipart('image', png, 'banner.png', 'image/png');
    const uploaded = await api.inject({
      method: 'POST',
      url: '/api/live/ops/banners/image',
      headers: { 'x-client': 'web', cookie, 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const imageUrl = uploaded.json().result.imageUrl as string;
    // Re-encoded on the way in (issue 36): the bucket holds the clean JPEG, not the upload.
    expect(imageUrl).toMatch(/^\/media\/site\/[0-9a-f]{24}\.jpg$/);
    const stored = await bucketBytes(`public/${imageUrl.slice('/media/'.length)}`);
    expect(stored?.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]));

    const whole = await api.inject({ url: imageUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('image/jpeg');
    expect(whole.rawPayload.equals(stored!)).toBe(true);
    const signature = await api.inject({ url: imageUrl, headers: { range: 'bytes=0-7' } });
    expect(signature.statusCode).toBe(206);
    expect(signature.headers['content-range']).toBe(`bytes 0-7/${stored!.length}`);
    expect(signature.rawPayload.equals(stored!.subarray(0, 8))).toBe(true);
    expect(await localMediaFiles()).toEqual([]);
  });

  it('keeps the demo gallery and event banners in the bucket: full pictures private, previews public', async () => {
    await makeChannel(database.db, { name: DEMO_CHANNELS[0]!.name });
    const { publicStorage, privateStorage } = api.services.media;
    await seedDemoGallery({ db: database.db, publicStorage, privateStorage, log: () => {} });
    await seedDemoEvents({ db: database.db, publicStorage, log: () => {} });

    const list = await api.inject({ url: '/api/live/v1/service/event' });
    const banner = (list.json().result as { bannerImg: string }[])[0]!.bannerImg;
    const servedBanner = await api.inject({ url: banner });
    expect(servedBanner.statusCode).toBe(200);
    expect(servedBanner.headers['content-type']).toBe('image/svg+xml');
    expect(await bucket.exists(`public/${banner.slice('/media/'.length)}`)).toBe(true);

    const rows = await database.db.select().from(galleryItems);
    expect(rows).toHaveLength(6);
    const free = rows.find((row) => row.price === 0)!;
    const paid = rows.find((row) => row.price > 0)!;

    const full = await api.inject({ url: `/media/gallery/${free.id}` });
    expect(full.statusCode).toBe(200);
    expect(full.headers['cache-control']).toBe('private, no-cache');
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.rawPayload.equals((await bucketBytes(`private/${free.imageKey}`))!)).toBe(true);
    const ranged = await api.inject({ url: `/media/gallery/${free.id}`, headers: { range: 'bytes=0-1' } });
    expect(ranged.statusCode).toBe(206);
    expect([...ranged.rawPayload]).toEqual([0xff, 0xd8]);

    expect((await api.inject({ url: `/media/gallery/${paid.id}` })).statusCode).toBe(404);
    const preview = await api.inject({ url: paid.previewImg });
    expect(preview.statusCode).toBe(200);
    expect(
      preview.rawPayload.equals((await bucketBytes(`public/${paid.previewImg.slice('/media/'.length)}`))!),
    ).toBe(true);
    // The full picture is never public, not even at its own key.
    expect((await api.inject({ url: `/media/${paid.imageKey}` })).statusCode).toBe(404);
    expect(await localMediaFiles()).toEqual([]);
  }, 120_000);
});
