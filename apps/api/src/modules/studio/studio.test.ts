import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { studioTexts as text } from '@sogon/contract/messages/studio';
import { jpegMetadataMarkers, probe, runFfmpeg } from '@sogon/media';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audiotoonFrames, contentCaptions, contents, mediaJobs } from '#api/db/schema/index';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { CLIENT, createPipelineDouble, setupStudioServer } from './test-kit.ts';

const double = createPipelineDouble();
const kit = setupStudioServer({ pipeline: () => double.pipeline });
const db = () => kit.state.database.db;
const storage = () => kit.state.services.media.storage;

type MediaType = 'audio' | 'video' | 'audiotoon';

async function ownedPlaylist(ownerId: number, mediaType: MediaType = 'audio', extra = {}) {
  const channel = await makeChannel(db(), { ownerUserId: ownerId, name: `채널 ${ownerId}` });
  return makePlaylist(db(), { channelId: channel.id, mediaType, ...extra });
}

async function ownedEpisode(ownerId: number, mediaType: MediaType = 'audiotoon') {
  const playlist = await ownedPlaylist(ownerId, mediaType);
  return makeContent(db(), { playlistId: playlist.id, mediaType, status: 'draft', episodeNo: 1 });
}

function expectError(
  response: { statusCode: number; json(): unknown },
  status: number,
  code: string,
  detail?: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toMatchObject({
    message: code,
    result: { error: code },
    ...(detail ? { detail } : {}),
  });
}

describe('my playlists', () => {
  it("lists the caller's playlists across their channels, with every episode counted", async () => {
    const owner = await kit.member();
    const first = await ownedPlaylist(owner.id, 'audio', { isFree: false, price: 3 });
    const second = await ownedPlaylist(owner.id, 'audiotoon');
    await makeContent(db(), { playlistId: first.id, status: 'published', episodeNo: 1 });
    await makeContent(db(), { playlistId: first.id, status: 'draft', episodeNo: 2 });
    const other = await kit.member();
    await ownedPlaylist(other.id);

    const response = await kit.call(owner.token, 'GET', '/v1/studio/playlists');
    expect(response.statusCode).toBe(200);
    const list = response.json().result as Array<{ id: number }>;
    expect(list.map((item) => item.id).sort()).toEqual([first.id, second.id].sort());
    expect(list.find((item) => item.id === first.id)).toMatchObject({
      title: first.title,
      mediaType: 'audio',
      episodeCount: 2,
      isFree: false,
      price: 3,
      channelName: `채널 ${owner.id}`,
    });
  });

  it('is empty for a member without a channel, and asks visitors to log in', async () => {
    const member = await kit.member();
    expect((await kit.call(member.token, 'GET', '/v1/studio/playlists')).json().result).toEqual([]);
    expectError(await kit.call(null, 'GET', '/v1/studio/playlists'), 401, 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST');
  });
});

describe('a new episode', () => {
  it('is a draft numbered after the last episode, of the playlist’s media type', async () => {
    const owner = await kit.member();
    const playlist = await ownedPlaylist(owner.id, 'video', { isAdult: true });
    await makeContent(db(), { playlistId: playlist.id, mediaType: 'video', episodeNo: 1 });
    await makeContent(db(), { playlistId: playlist.id, mediaType: 'video', episodeNo: 7 });

    const response = await kit.call(owner.token, 'POST', `/v1/studio/playlists/${playlist.id}/contents`, {
      title: '  8화 밤바다  ',
      description: '파도 소리',
      isFree: false,
      price: 5,
    });
    expect(response.statusCode).toBe(200);
    const created = response.json().result;
    expect(created).toMatchObject({
      playlistId: playlist.id,
      playlistTitle: playlist.title,
      episodeNo: 8,
      title: '8화 밤바다',
      description: '파도 소리',
      mediaType: 'video',
      isFree: false,
      price: 5,
      status: 'draft',
      frameCount: 0,
      captionCount: 0,
      job: null,
    });
    const [row] = await db().select().from(contents).where(eq(contents.id, created.id));
    expect(row).toMatchObject({ status: 'draft', isAdult: true, episodeNo: 8 });
  });

  it('takes distinct numbers when two are added at once', async () => {
    const owner = await kit.member();
    const playlist = await ownedPlaylist(owner.id);
    const add = (title: string) =>
      kit.call(owner.token, 'POST', `/v1/studio/playlists/${playlist.id}/contents`, {
        title,
        isFree: true,
        price: 0,
      });
    const answers = await Promise.all([add('하나'), add('둘'), add('셋')]);
    expect(answers.map((answer) => answer.json().result.episodeNo).sort()).toEqual([1, 2, 3]);
  });

  it('is free of charge when free, and needs a price when paid', async () => {
    const owner = await kit.member();
    const playlist = await ownedPlaylist(owner.id);
    const url = `/v1/studio/playlists/${playlist.id}/contents`;
    const free = await kit.call(owner.token, 'POST', url, { title: '무료', isFree: true, price: 9 });
    expect(free.json().result).toMatchObject({ isFree: true, price: 0 });
    expectError(
      await kit.call(owner.token, 'POST', url, { title: '유료', isFree: false, price: 0 }),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.priceRequired,
    );
    expectError(
      await kit.call(owner.token, 'POST', url, { title: '', isFree: true, price: 0 }),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
    );
  });

  it("cannot be added to another channel's playlist", async () => {
    const owner = await kit.member();
    const stranger = await kit.member();
    const playlist = await ownedPlaylist(owner.id);
    expectError(
      await kit.call(stranger.token, 'POST', `/v1/studio/playlists/${playlist.id}/contents`, {
        title: '몰래',
        isFree: true,
        price: 0,
      }),
      404,
      'ERROR_CONTENT_NOT_EXIST',
      text.playlistNotFound,
    );
    const episodes = await db().select().from(contents).where(eq(contents.playlistId, playlist.id));
    expect(episodes).toEqual([]);
  });
});

describe('an episode and its transcode', () => {
  it('shows the latest job to its owner only', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id, 'audio');
    const job = double.setJob(content.id, 'running');
    const response = await kit.call(owner.token, 'GET', `/v1/studio/contents/${content.id}`);
    expect(response.json().result).toMatchObject({ id: content.id, status: 'draft', job: { id: job.id } });

    const stranger = await kit.member();
    expectError(
      await kit.call(stranger.token, 'GET', `/v1/studio/contents/${content.id}`),
      404,
      'ERROR_CONTENT_NOT_EXIST',
      text.contentNotFound,
    );
  });

  it("retries a job of the caller's episode, and no one else's", async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id, 'audio');
    const [job] = await db()
      .insert(mediaJobs)
      .values({ contentId: content.id, createdBy: owner.id, sourceKey: 'sources/x.m4a', status: 'failed' })
      .returning();
    const stranger = await kit.member();
    expectError(
      await kit.call(stranger.token, 'POST', `/v1/studio/jobs/${job!.id}/retry`),
      404,
      'ERROR_CONTENT_NOT_EXIST',
      text.jobNotFound,
    );
    expect(double.retried).not.toContain(job!.id);

    const retried = await kit.call(owner.token, 'POST', `/v1/studio/jobs/${job!.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().result).toMatchObject({ id: job!.id, status: 'queued' });
    expect(double.retried).toContain(job!.id);
  });
});

describe('audio-toon images', () => {
  let fixtures: string;
  let webpAvailable = true;
  const fixture = (name: string) => readFile(path.join(fixtures, name));

  async function synth(name: string, source: string, extra: string[] = []) {
    await runFfmpeg(
      [
        '-v',
        'error',
        '-y',
        '-f',
        'lavfi',
        '-i',
        source,
        '-frames:v',
        '1',
        ...extra,
        path.join(fixtures, name),
      ],
      { timeoutMs: 20_000 },
    );
  }

  beforeAll(async () => {
    fixtures = await mkdtemp(path.join(os.tmpdir(), 'sogon-frames-test-'));
    await synth('wide.png', 'testsrc2=s=2000x1000');
    await synth('small.jpg', 'testsrc2=s=640x480', ['-metadata', 'comment=SogonSecretComment']);
    await synth('anim.gif', 'testsrc2=s=64x64');
    await synth('tiny.png', 'color=c=red:s=8x8');
    await synth('still.webp', 'testsrc2=s=320x240', ['-c:v', 'libwebp']).catch(() => {
      webpAvailable = false;
    });
  });
  afterAll(async () => {
    if (fixtures) await rm(fixtures, { recursive: true, force: true });
  });

  type Part = { name: string; data: Buffer | string; filename?: string; type?: string };

  async function send(token: string, contentId: number, parts: Part[]) {
    const form = new FormData();
    for (const part of parts) {
      if (part.filename === undefined) form.append(part.name, String(part.data));
      else form.append(part.name, new Blob([part.data], { type: part.type ?? '' }), part.filename);
    }
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    return kit.state.app.inject({
      method: 'POST',
      url: `/api/live/v1/studio/contents/${contentId}/frames`,
      headers: { ...CLIENT, token, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
  }

  const image = (data: Buffer, filename = 'a.png'): Part => ({
    name: 'image',
    data,
    filename,
    type: 'image/png',
  });
  const at = (ms: number | string): Part => ({ name: 'atMs', data: String(ms) });
  const alt = (value: string): Part => ({ name: 'alt', data: value });

  async function storedFrames(contentId: number) {
    return db()
      .select()
      .from(audiotoonFrames)
      .where(eq(audiotoonFrames.contentId, contentId))
      .orderBy(asc(audiotoonFrames.seq));
  }

  async function objectBytes(key: string): Promise<Buffer> {
    const object = await storage().get(key);
    if (!object) throw new Error(`no object at ${key}`);
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  it('stores each image as a JPEG at most 1280 px wide, without metadata, in one set', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id);
    const parts: Part[] = [
      image(await fixture('wide.png')),
      at(0),
      alt('첫 장면: 바닷가'),
      image(await fixture('small.jpg'), 'b.jpg'),
      at(1500),
      alt(''),
    ];
    if (webpAvailable) parts.push(image(await fixture('still.webp'), 'c.webp'), at(4000), alt('셋'));
    const response = await send(owner.token, content.id, parts);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.frames.slice(0, 2)).toEqual([
      { seq: 0, atMs: 0, width: 1280, height: 640, alt: '첫 장면: 바닷가' },
      { seq: 1, atMs: 1500, width: 640, height: 480, alt: '' },
    ]);

    const rows = await storedFrames(content.id);
    expect(rows).toHaveLength(webpAvailable ? 3 : 2);
    for (const row of rows) {
      expect(row.imageKey).toMatch(new RegExp(`^frames/${content.id}/s[0-9a-f]{12}/${row.seq}\\.jpg$`));
      const bytes = await objectBytes(row.imageKey);
      expect(jpegMetadataMarkers(bytes)).toEqual([]);
      expect(bytes.includes('SogonSecretComment')).toBe(false);
      expect(bytes.includes('Lavf')).toBe(false);
    }
    const file = path.join(os.tmpdir(), `sogon-frame-check-${process.pid}.jpg`);
    await writeFile(file, await objectBytes(rows[0]!.imageKey));
    expect((await probe(file)).video).toMatchObject({ codec: 'mjpeg', width: 1280, height: 640 });
    await rm(file, { force: true });
    expect(
      (await kit.call(owner.token, 'GET', `/v1/studio/contents/${content.id}`)).json().result.frameCount,
    ).toBe(rows.length);
  });

  it('replaces the previous set whole and removes its files', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id);
    const small = await fixture('small.jpg');
    await send(owner.token, content.id, [image(small), at(0), image(small), at(1000)]);
    const before = await storedFrames(content.id);

    const response = await send(owner.token, content.id, [image(small), at(0)]);
    expect(response.statusCode).toBe(200);
    const after = await storedFrames(content.id);
    expect(after).toHaveLength(1);
    expect(await storage().exists(after[0]!.imageKey)).toBe(true);
    for (const old of before) expect(await storage().exists(old.imageKey)).toBe(false);
  });

  describe('refusals change nothing', () => {
    async function expectRefused(
      parts: (small: Buffer) => Promise<Part[]> | Part[],
      status: number,
      detail: string,
    ) {
      const owner = await kit.member();
      const content = await ownedEpisode(owner.id);
      const small = await fixture('small.jpg');
      await send(owner.token, content.id, [image(small), at(0)]);
      const before = await storedFrames(content.id);
      const response = await send(owner.token, content.id, await parts(small));
      expectError(response, status, 'ERROR_REQUEST_PARAMETER_WRONG', detail);
      expect(await storedFrames(content.id)).toEqual(before);
      expect(await storage().exists(before[0]!.imageKey)).toBe(true);
    }

    it('a first image that does not start at 0', () =>
      expectRefused((s) => [image(s), at(500), image(s), at(1000)], 400, text.frameFirstNotZero));

    it('times that do not strictly increase', () =>
      expectRefused(
        (s) => [image(s), at(0), image(s), at(2000), image(s), at(2000)],
        400,
        text.frameTimesOrder(3),
      ));

    it('a time that is no whole number', () =>
      expectRefused((s) => [image(s), at(0), image(s), at('1.5s')], 400, text.frameTimeInvalid(2)));

    it('fewer times than images', () =>
      expectRefused((s) => [image(s), at(0), image(s)], 400, text.framesTimesCount));

    it('no image at all', () => expectRefused(() => [at(0)], 400, text.framesMissing));

    it('a text file among the images', () =>
      expectRefused(
        (s) => [image(s), at(0), image(Buffer.from('not an image at all')), at(10)],
        400,
        text.frameType(2),
      ));

    it('a GIF', async () => {
      const gif = await fixture('anim.gif');
      await expectRefused((s) => [image(s), at(0), image(gif, 'a.gif'), at(10)], 400, text.frameType(2));
    });

    it('an image too small to be a picture', async () => {
      const tiny = await fixture('tiny.png');
      await expectRefused((s) => [image(s), at(0), image(tiny), at(10)], 400, text.frameDimensions(2));
    });

    it('a PNG header followed by garbage', async () => {
      const png = await fixture('wide.png');
      const broken = Buffer.concat([png.subarray(0, 8), Buffer.alloc(4000, 0x5a)]);
      await expectRefused((s) => [image(s), at(0), image(broken), at(10)], 400, text.frameUnreadable(2));
    });

    it('an image over 10 MB', () =>
      expectRefused(
        (s) => [image(s), at(0), image(Buffer.concat([s, Buffer.alloc(10 * 1024 * 1024)])), at(10)],
        413,
        text.frameTooLarge(10),
      ));

    it('more than 200 images', () =>
      expectRefused(
        (s) => Array.from({ length: 201 }, (_, i) => [image(s), at(i * 1000)]).flat(),
        413,
        text.framesTooMany(200),
      ));

    it('an overly long description', () =>
      expectRefused((s) => [image(s), at(0), alt('가'.repeat(201))], 400, text.frameAltTooLong(1, 200)));
  });

  it('are only for audio-toon episodes, and only their owner’s', async () => {
    const owner = await kit.member();
    const small = await fixture('small.jpg');
    const audio = await ownedEpisode(owner.id, 'audio');
    expectError(
      await send(owner.token, audio.id, [image(small), at(0)]),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.notAudiotoon,
    );
    const toon = await ownedEpisode(owner.id);
    const stranger = await kit.member();
    expectError(await send(stranger.token, toon.id, [image(small), at(0)]), 404, 'ERROR_CONTENT_NOT_EXIST');
    expect(await storedFrames(toon.id)).toEqual([]);
  });
});

describe('script (captions)', () => {
  const vtt = 'WEBVTT\n\n00:00.000 --> 00:02.000\n<v 하루>안녕\n\n00:02.500 --> 00:04.000\n오랜만이야\n';
  const srt = '1\n00:00:01,000 --> 00:00:03,000\n새 대본\n';

  function put(token: string, contentId: number, body: string, contentType: string) {
    return kit.state.app.inject({
      method: 'PUT',
      url: `/api/live/v1/studio/contents/${contentId}/captions`,
      headers: { ...CLIENT, token, 'content-type': contentType },
      payload: body,
    });
  }

  async function storedCaptions(contentId: number) {
    return db()
      .select({
        seq: contentCaptions.seq,
        startMs: contentCaptions.startMs,
        endMs: contentCaptions.endMs,
        text: contentCaptions.text,
      })
      .from(contentCaptions)
      .where(eq(contentCaptions.contentId, contentId))
      .orderBy(asc(contentCaptions.seq));
  }

  it('stores the lines of a WebVTT file, then replaces them with an SRT file', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id, 'video');
    const first = await put(owner.token, content.id, vtt, 'text/vtt; charset=utf-8');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toEqual({ count: 2, endMs: 4000 });
    expect(await storedCaptions(content.id)).toEqual([
      { seq: 0, startMs: 0, endMs: 2000, text: '하루: 안녕' },
      { seq: 1, startMs: 2500, endMs: 4000, text: '오랜만이야' },
    ]);

    const second = await put(owner.token, content.id, srt, 'application/x-subrip');
    expect(second.json().result).toEqual({ count: 1, endMs: 3000 });
    expect(await storedCaptions(content.id)).toEqual([
      { seq: 0, startMs: 1000, endMs: 3000, text: '새 대본' },
    ]);
  });

  it('takes the text as text/plain or as a JSON string too', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id);
    expect((await put(owner.token, content.id, srt, 'text/plain')).statusCode).toBe(200);
    const json = await put(owner.token, content.id, JSON.stringify(vtt), 'application/json');
    expect(json.json().result.count).toBe(2);
  });

  it('refuses a broken file with the line to fix, keeping the lines it had', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id);
    await put(owner.token, content.id, vtt, 'text/vtt');
    const broken = 'WEBVTT\n\n00:00.000 --> 00:01.000\n하나\n\n00:01.000 --> 0:0x\n둘\n';
    expectError(
      await put(owner.token, content.id, broken, 'text/vtt'),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.captionsTiming(6),
    );
    expectError(
      await put(owner.token, content.id, '그냥 메모', 'text/plain'),
      400,
      'ERROR_REQUEST_PARAMETER_WRONG',
      text.captionsFormat,
    );
    expect(await storedCaptions(content.id)).toHaveLength(2);
  });

  it("cannot touch another channel's episode", async () => {
    const owner = await kit.member();
    const stranger = await kit.member();
    const content = await ownedEpisode(owner.id);
    expectError(await put(stranger.token, content.id, vtt, 'text/vtt'), 404, 'ERROR_CONTENT_NOT_EXIST');
    expect(await storedCaptions(content.id)).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents every studio route, the tus endpoint included', async () => {
    const response = await kit.state.app.inject({ url: '/api/live/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths['/api/live/v1/studio/playlists'] ?? {})).toContain('get');
    expect(Object.keys(paths['/api/live/v1/studio/playlists/{id}/contents'] ?? {})).toContain('post');
    expect(Object.keys(paths['/api/live/v1/studio/contents/{id}'] ?? {})).toContain('get');
    expect(Object.keys(paths['/api/live/v1/studio/jobs/{id}/retry'] ?? {})).toContain('post');
    expect(Object.keys(paths['/api/live/v1/studio/contents/{id}/frames'] ?? {})).toContain('post');
    expect(Object.keys(paths['/api/live/v1/studio/contents/{id}/captions'] ?? {})).toContain('put');
    expect(Object.keys(paths['/api/live/v1/studio/uploads'] ?? {})).toContain('post');
    expect(Object.keys(paths['/api/live/v1/studio/uploads/{uploadId}'] ?? {})).toEqual(
      expect.arrayContaining(['head', 'patch', 'delete']),
    );
  });
});
