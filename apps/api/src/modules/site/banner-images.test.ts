import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { opsSiteTexts } from '@sogon/contract/messages/ops-site';
import type { TOpsRole } from '@sogon/contract/schemas/ops';
import { jpegMetadataMarkers, probe, runFfmpeg, sniffImage } from '@sogon/media';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaRoots } from '#api/media/roots';
import { WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { pngBomb } from '../../../test/image-fixtures.ts';

// Banner and popup images from the console (issue 36): an operator's upload is re-encoded as
// members' images are, so what the site serves is never the uploaded bytes. A decompression
// bomb is refused by its header before anything decodes it, a polyglot keeps none of its script.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-banner-images-'));
const roots = mediaRoots(dataDir);
const siteDir = path.join(roots.public, 'site');
const api = setupTestApi({ media: roots });
const details = opsSiteTexts.details;
const cookies = {} as Record<TOpsRole, string>;
const fixtures = path.join(dataDir, 'fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));

async function synth(name: string, source: string, extra: string[] = []) {
  await runFfmpeg(
    ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, '-frames:v', '1', ...extra, path.join(fixtures, name)],
    { timeoutMs: 20_000 },
  );
}

beforeAll(async () => {
  fs.mkdirSync(fixtures, { recursive: true });
  await synth('wide.png', 'testsrc2=s=2000x800', ['-pix_fmt', 'rgba']);
  await synth('small.gif', 'testsrc2=s=320x120');
  for (const role of ['operator', 'support'] as const) {
    const email = `${role}@banner-images.example`;
    const created = await api.app.services.console.createOperator({ email, role, name: role });
    const otp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(created!.totpSecret),
      digits: 6,
      period: 30,
    }).generate();
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/live/ops/auth/login',
      headers: WRITE,
      payload: { email, password: created!.password, otp },
    });
    expect(response.statusCode, response.body).toBe(200);
    cookies[role] = `ops_token=${response.cookies.find((item) => item.name === 'ops_token')!.value}`;
  }
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function upload(role: TOpsRole, bytes: Buffer, field = 'image', filename = 'a.png') {
  const boundary = '----site-test';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return api.app.inject({
    method: 'POST',
    url: '/api/live/ops/banners/image',
    headers: {
      'x-client': 'web',
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: cookies[role],
    },
    payload: body,
  });
}

function expectRefused(response: Awaited<ReturnType<typeof upload>>, detail: string, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({
    message: 'ERROR_REQUEST_PARAMETER_WRONG',
    result: { error: 'ERROR_REQUEST_PARAMETER_WRONG' },
    detail,
  });
}

/** Every file of the site folder, dot files (the local store's metadata) included. */
const siteFiles = () => (fs.existsSync(siteDir) ? fs.readdirSync(siteDir).sort() : []);

/** Uploads `bytes`, expects them stored, and answers what the site now serves for them. */
async function storedImage(bytes: Buffer, filename?: string) {
  const response = await upload('operator', bytes, 'image', filename);
  expect(response.statusCode, response.body).toBe(200);
  const imageUrl = response.json().result.imageUrl as string;
  expect(imageUrl).toMatch(/^\/media\/site\/[0-9a-f]{24}\.jpg$/);
  const served = await api.app.inject({ url: imageUrl });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/jpeg');
  const file = path.join(siteDir, imageUrl.slice('/media/site/'.length));
  const stored = fs.readFileSync(file);
  expect(served.rawPayload.equals(stored)).toBe(true);
  // A clean image: a JPEG without metadata segments, not the uploaded bytes.
  expect(stored.equals(bytes)).toBe(false);
  expect(sniffImage(stored)).toBe('jpeg');
  expect(jpegMetadataMarkers(stored)).toEqual([]);
  return { imageUrl, stored, video: (await probe(file)).video };
}

describe('banner images', () => {
  it('stores a fresh JPEG at most 1440 px wide, and the banner accepts its address', async () => {
    const { imageUrl, video } = await storedImage(fixture('wide.png'));
    expect(video).toMatchObject({ codec: 'mjpeg', width: 1440, height: 576 });
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/live/ops/banners',
      headers: { ...WRITE, cookie: cookies.operator },
      payload: {
        type: 'event',
        title: '겨울 특집',
        imageAlt: '눈 내리는 밤 그림',
        imageUrl,
        linkUrl: '/event',
        sort: 1,
        startsAt: '2026-01-01T00:00',
        endsAt: '2099-01-01T00:00',
      },
    });
    expect(created.statusCode, created.body).toBe(200);
  });

  it('refuses a decompression bomb by its header, before decoding, storing nothing', async () => {
    // 400 million pixels (gigabytes once decoded) in about 50 kB.
    const bomb = pngBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const before = siteFiles();
    const started = performance.now();
    expectRefused(await upload('operator', bomb), details.imageDimensions);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(siteFiles()).toEqual(before);
  });

  it('re-encodes a bomb of the largest allowed size into a small clean JPEG', async () => {
    const bomb = pngBomb(8000, 8000);
    const { stored, video } = await storedImage(bomb);
    expect(video).toMatchObject({ codec: 'mjpeg', width: 1440, height: 1440 });
    expect(stored.length).toBeLessThan(200 * 1024);
  });

  it('keeps nothing of a GIF/JavaScript polyglot but its pixels', async () => {
    const gif = fixture('small.gif');
    const script = '<script>alert(document.cookie)</script>';
    // A comment extension carrying the script right after the header and colour table, and
    // more script after the trailer: still a GIF every decoder opens, and a script a browser runs.
    const tableBytes = 3 * 2 ** ((gif[10]! & 0x07) + 1);
    const headerEnd = 13 + ((gif[10]! & 0x80) !== 0 ? tableBytes : 0);
    const comment = Buffer.concat([
      Buffer.from([0x21, 0xfe, script.length]),
      Buffer.from(script),
      Buffer.from([0]),
    ]);
    const polyglot = Buffer.concat([
      gif.subarray(0, headerEnd),
      comment,
      gif.subarray(headerEnd),
      Buffer.from(`\n*/;alert(document.domain);//${script}`),
    ]);
    expect(polyglot.includes(script)).toBe(true);
    const { stored, video } = await storedImage(polyglot, 'a.gif');
    expect(video).toMatchObject({ codec: 'mjpeg', width: 320, height: 120 });
    expect(stored.includes('alert')).toBe(false);
    expect(stored.includes('script')).toBe(false);
  });

  it('refuses the classic GIF89a/* polyglot, whose script comment is its width', async () => {
    // `GIF89a/*` opens a JavaScript comment; the two bytes are the GIF's width, 10799 px.
    const gif = fixture('small.gif');
    const polyglot = Buffer.concat([
      Buffer.from('GIF89a/*'),
      gif.subarray(8),
      Buffer.from('*/=1;alert(document.domain);'),
    ]);
    const before = siteFiles();
    expectRefused(await upload('operator', polyglot, 'image', 'a.gif'), details.imageDimensions);
    expect(siteFiles()).toEqual(before);
  });

  it('refuses a PNG header followed by garbage, storing nothing', async () => {
    const broken = Buffer.concat([fixture('wide.png').subarray(0, 33), Buffer.alloc(4000, 0x5a)]);
    const before = siteFiles();
    expectRefused(await upload('operator', broken), details.imageUnreadable);
    expect(siteFiles()).toEqual(before);
  });

  it('refuses text named .png, a file over 2 MB, a missing file and a support agent', async () => {
    const png = fixture('wide.png');
    expectRefused(
      await upload('operator', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')),
      details.imageType,
    );
    expectRefused(
      await upload('operator', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)])),
      details.imageTooLarge,
      413,
    );
    expectRefused(await upload('operator', png, 'other'), details.imageMissing);
    expect((await upload('support', png)).statusCode).toBe(403);
  });
});
