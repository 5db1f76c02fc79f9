import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jpegMetadataMarkers, probe, resolveFfprobe, runFfmpeg } from '@sogon/media';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#api/db/schema/index';
import { mediaRoots } from '#api/media/roots';
import { joinMember, WRITE } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-profile-test-'));
const roots = mediaRoots(dataDir);
const profilesDir = path.join(roots.public, 'profiles');
const api = setupTestApi({ media: roots });

const fixtures = path.join(dataDir, 'fixtures');
const fixture = (name: string) => fs.readFileSync(path.join(fixtures, name));

async function synth(name: string, source: string, extra: string[] = []) {
  await runFfmpeg(
    ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, '-frames:v', '1', ...extra, path.join(fixtures, name)],
    { timeoutMs: 10_000 },
  );
}

/** Puts an EXIF APP1 segment (camera make and a GPS latitude reference) right after SOI. */
function withExif(jpeg: Buffer, make: string): Buffer {
  const entry = (tag: number, type: number, count: number, value: number | Buffer) => {
    const bytes = Buffer.alloc(12);
    bytes.writeUInt16LE(tag, 0);
    bytes.writeUInt16LE(type, 2);
    bytes.writeUInt32LE(count, 4);
    if (Buffer.isBuffer(value)) value.copy(bytes, 8);
    else bytes.writeUInt32LE(value, 8);
    return bytes;
  };
  const makeBytes = Buffer.from(`${make}\0`);
  const ifd0 = Buffer.concat([
    Buffer.from([2, 0]),
    entry(0x010f, 2, makeBytes.length, 56),
    entry(0x8825, 4, 1, 38),
    Buffer.alloc(4),
  ]);
  const gps = Buffer.concat([
    Buffer.from([1, 0]),
    entry(0x0001, 2, 2, Buffer.from('N\0\0\0')),
    Buffer.alloc(4),
  ]);
  const tiff = Buffer.concat([Buffer.from('II*\0'), Buffer.from([8, 0, 0, 0]), ifd0, gps, makeBytes]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0'), tiff]);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(payload.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xe1]), length, payload, jpeg.subarray(2)]);
}

beforeAll(async () => {
  fs.mkdirSync(fixtures, { recursive: true });
  await synth('photo.png', 'testsrc2=s=640x480');
  await synth('plain.jpg', 'testsrc2=s=480x640');
  fs.writeFileSync(path.join(fixtures, 'exif.jpg'), withExif(fixture('plain.jpg'), 'SogonSpyCam'));
  await synth('anim.gif', 'testsrc2=s=320x240');
  await synth('wide.png', 'color=c=blue:s=8002x16');
  await synth('tiny.png', 'color=c=blue:s=15x15');
});

afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Part = { name: string; data: Buffer | string; filename?: string; type?: string };

/** A real multipart/form-data body, encoded the way a browser's FormData is. */
async function upload(token: string | null, parts: Part[], headers: Record<string, string> = WRITE) {
  const form = new FormData();
  for (const part of parts) {
    if (part.filename === undefined) form.append(part.name, String(part.data));
    else form.append(part.name, new Blob([part.data], { type: part.type ?? '' }), part.filename);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const { 'content-type': _json, ...rest } = headers;
  return api.app.inject({
    method: 'POST',
    url: '/api/live/v1/user/profile',
    headers: {
      ...rest,
      ...(token ? { token } : {}),
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const image = (data: Buffer, filename = 'me.png', type = 'image/png'): Part => ({
  name: 'profileImg',
  data,
  filename,
  type,
});

function expectError(
  response: { statusCode: number; json(): { detail?: string } },
  status: number,
  code: string,
  detail?: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({ message: code, result: { error: code } });
  if (detail) expect(response.json().detail).toBe(detail);
}

async function storedProfile(userId: number): Promise<string> {
  const [row] = await api.database.db.select().from(users).where(eq(users.id, userId));
  return row!.profileImg;
}

/** Every file in the profiles folder, dot files included: a failed upload must leave none behind. */
function profileFiles(): string[] {
  return fs.existsSync(profilesDir) ? fs.readdirSync(profilesDir).sort() : [];
}

function fileOf(profileImg: string): string {
  return path.join(profilesDir, profileImg.slice('/media/profiles/'.length));
}

describe('profile image upload', () => {
  it('stores a PNG as a 400x400 JPEG, serves it and shows it on the member', async () => {
    const member = await joinMember(api.app);
    const id = member.user.userInfo.id;
    const response = await upload(member.token, [image(fixture('photo.png'))]);
    expect(response.statusCode).toBe(200);
    const { profileImg } = response.json().result;
    expect(profileImg).toMatch(new RegExp(`^/media/profiles/${id}-[0-9a-f]{24}\\.jpg$`));

    const info = await probe(fileOf(profileImg), { ffprobePath: resolveFfprobe() });
    expect(info.video).toMatchObject({ codec: 'mjpeg', width: 400, height: 400 });
    expect(await storedProfile(id)).toBe(profileImg);
    const me = await api.app.inject({ url: '/api/live/v2/user', headers: { token: member.token } });
    expect(me.json().result.userInfo.profileImg).toBe(profileImg);

    const served = await api.app.inject({ url: profileImg });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    // The only dot files are the local store's metadata of stored images, never a partial one.
    const files = profileFiles();
    for (const name of files.filter((file) => file.startsWith('.'))) {
      expect(name).toMatch(/^\..+\.jpg\.meta\.json$/);
      expect(files).toContain(name.slice(1, -'.meta.json'.length));
    }
  });

  it('drops EXIF and GPS from a JPEG and deletes the member’s previous image', async () => {
    const member = await joinMember(api.app);
    const first = (await upload(member.token, [image(fixture('photo.png'))])).json().result.profileImg;
    expect(fs.existsSync(fileOf(first))).toBe(true);

    const response = await upload(member.token, [image(fixture('exif.jpg'), 'IMG_0001.JPG', 'image/jpeg')]);
    expect(response.statusCode).toBe(200);
    const { profileImg } = response.json().result;
    const stored = fs.readFileSync(fileOf(profileImg));
    expect(jpegMetadataMarkers(stored)).toEqual([]);
    expect(stored.includes('SogonSpyCam')).toBe(false);
    const { stdout } = await runFfmpeg(
      ['-v', 'error', '-print_format', 'json', '-show_frames', '-show_format', fileOf(profileImg)],
      { ffmpegPath: resolveFfprobe(), captureStdout: true, timeoutMs: 10_000 },
    );
    expect(stdout.toString('utf8')).not.toMatch(/"tags"|GPS|Make/);
    expect((await probe(fileOf(profileImg))).video).toMatchObject({ width: 400, height: 400 });

    expect(fs.existsSync(fileOf(first))).toBe(false);
    expect(await storedProfile(member.user.userInfo.id)).toBe(profileImg);
  });

  it('takes the first frame of a GIF', async () => {
    const member = await joinMember(api.app);
    const response = await upload(member.token, [image(fixture('anim.gif'), 'a.gif', 'image/gif')]);
    expect(response.statusCode).toBe(200);
    expect((await probe(fileOf(response.json().result.profileImg))).video).toMatchObject({
      codec: 'mjpeg',
      width: 400,
      height: 400,
    });
  });

  it('never deletes an image that belongs to someone else', async () => {
    const owner = await joinMember(api.app);
    const ownerImage = (await upload(owner.token, [image(fixture('photo.png'))])).json().result.profileImg;
    const borrower = await joinMember(api.app);
    const patched = await api.app.inject({
      method: 'PATCH',
      url: '/api/live/v1/user',
      headers: { ...WRITE, token: borrower.token },
      payload: { profileImg: ownerImage },
    });
    expect(patched.statusCode).toBe(200);

    expect((await upload(borrower.token, [image(fixture('photo.png'))])).statusCode).toBe(200);
    expect(fs.existsSync(fileOf(ownerImage))).toBe(true);
    expect(await storedProfile(owner.user.userInfo.id)).toBe(ownerImage);
  });
});

describe('refused uploads change nothing', () => {
  async function expectUnchanged(
    send: (token: string) => Promise<Awaited<ReturnType<typeof upload>>>,
    status: number,
    detail: string,
  ) {
    const member = await joinMember(api.app);
    const before = (await upload(member.token, [image(fixture('photo.png'))])).json().result.profileImg;
    const filesBefore = profileFiles();
    const response = await send(member.token);
    expectError(response, status, 'ERROR_REQUEST_PARAMETER_WRONG', detail);
    expect(await storedProfile(member.user.userInfo.id)).toBe(before);
    expect(profileFiles()).toEqual(filesBefore);
  }

  it('refuses a text file named .png', async () => {
    await expectUnchanged(
      (token) => upload(token, [image(Buffer.from('just some text, honestly'), 'me.png', 'image/png')]),
      400,
      '이미지 파일(JPG, PNG, WEBP, GIF)만 올릴 수 있어요.',
    );
  });

  it('refuses a PNG header followed by garbage', async () => {
    const garbage = Buffer.concat([fixture('photo.png').subarray(0, 8), Buffer.alloc(3000, 0x5a)]);
    await expectUnchanged(
      (token) => upload(token, [image(garbage)]),
      400,
      '이미지를 읽을 수 없어요. 다른 이미지를 올려 주세요.',
    );
  });

  it('refuses a truncated PNG', async () => {
    const png = fixture('photo.png');
    await expectUnchanged(
      (token) => upload(token, [image(png.subarray(0, Math.floor(png.length / 2)))]),
      400,
      '이미지를 읽을 수 없어요. 다른 이미지를 올려 주세요.',
    );
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([fixture('photo.png'), Buffer.alloc(5 * 1024 * 1024)]);
    await expectUnchanged((token) => upload(token, [image(big)]), 413, '5MB 이하의 이미지만 올릴 수 있어요.');
  });

  it.each([
    ['wider than 8000 px', 'wide.png'],
    ['smaller than 16 px', 'tiny.png'],
  ])('refuses an image %s', async (_label, name) => {
    await expectUnchanged(
      (token) => upload(token, [image(fixture(name))]),
      400,
      '가로세로 16~8000픽셀 사이의 이미지만 올릴 수 있어요.',
    );
  });

  it('refuses a form without the profileImg file', async () => {
    const missing = '올릴 이미지 파일을 선택해 주세요.';
    await expectUnchanged((token) => upload(token, [{ name: 'username', data: 'x' }]), 400, missing);
    await expectUnchanged(
      (token) => upload(token, [{ ...image(fixture('photo.png')), name: 'photo' }]),
      400,
      missing,
    );
    await expectUnchanged(
      (token) =>
        api.app.inject({
          method: 'POST',
          url: '/api/live/v1/user/profile',
          headers: { ...WRITE, token },
          payload: { profileImg: '/media/profiles/1-x.jpg' },
        }),
      400,
      missing,
    );
  });
});

describe('broken forms', () => {
  it.each([
    [
      'cut off mid-part',
      '--XX\r\nContent-Disposition: form-data; name="profileImg"; filename="a.png"\r\n\r\nabc',
    ],
    ['no parts at all', 'garbage'],
  ])('answers a form %s with 400, not a fault', async (_label, payload) => {
    const member = await joinMember(api.app);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/live/v1/user/profile',
      headers: { 'x-client': 'web', token: member.token, 'content-type': 'multipart/form-data; boundary=XX' },
      payload,
    });
    expectError(response, 400, 'ERROR_REQUEST_PARAMETER_WRONG');
  });

  it('answers a multipart type without a boundary with 400', async () => {
    const member = await joinMember(api.app);
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/live/v1/user/profile',
      headers: { 'x-client': 'web', token: member.token, 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    expectError(response, 400, 'ERROR_REQUEST_PARAMETER_WRONG');
  });
});

describe('who may upload', () => {
  it('asks for a login first', async () => {
    expectError(await upload(null, [image(fixture('photo.png'))]), 401, 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
  });

  it('refuses a write without x-client', async () => {
    const member = await joinMember(api.app);
    const response = await upload(member.token, [image(fixture('photo.png'))], {});
    expectError(response, 400, 'ERROR_REQUEST_PARAMETER_WRONG');
    expect(await storedProfile(member.user.userInfo.id)).toBe('');
  });
});
