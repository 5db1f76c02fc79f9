import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { studioTexts as text } from '@sogon/contract/messages/studio';
import { STUDIO_UPLOAD_EXPIRY_MS, STUDIO_UPLOAD_MAX_BYTES } from '@sogon/contract/schemas/studio';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '#api/http/app-error';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { createPipelineDouble, setupStudioServer, TUS } from './test-kit.ts';
import { sweepExpiredUploads } from './upload-sweep.ts';

const double = createPipelineDouble();
const kit = setupStudioServer({ pipeline: () => double.pipeline });
const db = () => kit.state.database.db;

async function ownedEpisode(ownerId: number, mediaType: 'audio' | 'video' | 'audiotoon' = 'audio') {
  const channel = await makeChannel(db(), { ownerUserId: ownerId });
  const playlist = await makePlaylist(db(), { channelId: channel.id, mediaType });
  return makeContent(db(), { playlistId: playlist.id, mediaType, status: 'draft', episodeNo: 1 });
}

async function envelopeOf(response: Response) {
  return JSON.parse(await response.text()) as { message: string; result: { error: string }; detail?: string };
}

/** Files of one upload (data and info) still on disk. */
function filesOf(url: string): string[] {
  const id = url.slice(url.lastIndexOf('/') + 1);
  const dir = kit.state.uploadsDir;
  return existsSync(dir) ? readdirSync(dir).filter((name) => name.startsWith(id)) : [];
}

/** A request body that sends `first`, then breaks off as a dropped connection does. */
function interruptedBody(first: Buffer, controller: AbortController): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(stream) {
      stream.enqueue(first);
      // The rest never comes: the client goes away mid-request.
      setTimeout(() => controller.abort(), 300);
    },
  });
}

describe('resumable upload (tus over HTTP)', () => {
  it('resumes after an interruption and hands the whole file to the pipeline', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id);
    // Larger than the API's 1 MiB body limit: tus bytes must stream past Fastify untouched.
    const file = randomBytes(3_000_000);

    const created = await kit.tus.create(owner.token, file.length, {
      contentId: String(content.id),
      filename: 'C:\\녹음\\1화 빗소리.wav',
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toMatch(/^\/api\/live\/v1\/studio\/uploads\/[0-9a-f]{32}$/);
    expect(created.headers.get('upload-expires')).toBeTruthy();
    expect(created.headers.get('access-control-allow-origin')).toBeNull();
    const url = kit.tus.url(created);

    const first = await kit.tus.patch(owner.token, url, 0, file.subarray(0, 1_500_000));
    expect(first.status).toBe(204);
    expect(first.headers.get('upload-offset')).toBe('1500000');

    const controller = new AbortController();
    await expect(
      kit.tus.patch(
        owner.token,
        url,
        1_500_000,
        interruptedBody(file.subarray(1_500_000, 2_000_000), controller),
        controller.signal,
      ),
    ).rejects.toThrow();

    const head = await kit.tus.head(owner.token, url);
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-length')).toBe(String(file.length));
    const offset = Number(head.headers.get('upload-offset'));
    expect(offset).toBeGreaterThanOrEqual(1_500_000);
    expect(offset).toBeLessThan(file.length);
    expect(double.submitted.some((entry) => entry.contentId === content.id)).toBe(false);

    const rest = await kit.tus.patch(owner.token, url, offset, file.subarray(offset));
    expect(rest.status).toBe(204);
    expect(rest.headers.get('upload-offset')).toBe(String(file.length));

    const handed = double.submitted.filter((entry) => entry.contentId === content.id);
    expect(handed).toHaveLength(1);
    expect(handed[0]).toMatchObject({ createdBy: owner.id, filename: '1화 빗소리.wav' });
    expect(handed[0]!.bytes.equals(file)).toBe(true);
    await vi.waitFor(() => expect(filesOf(url)).toEqual([]));

    const status = await kit.call(owner.token, 'GET', `/v1/studio/contents/${content.id}`);
    expect(status.json().result.job).toMatchObject({ contentId: content.id, status: 'queued' });
  });

  it('works with the web client, tus-js-client: chunks, our headers, the relative Location', async () => {
    const { Upload } = await import('tus-js-client');
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id);
    const file = randomBytes(2_500_000);
    const chunks: number[] = [];
    await new Promise<void>((resolve, reject) => {
      const upload = new Upload(file, {
        endpoint: `${kit.state.origin}/api/live/v1/studio/uploads`,
        chunkSize: 1024 * 1024,
        retryDelays: null,
        metadata: { contentId: String(content.id), filename: 'toon.m4a', filetype: 'audio/mp4' },
        headers: { ...TUS, token: owner.token },
        onChunkComplete: (size) => chunks.push(size),
        onSuccess: () => resolve(),
        onError: reject,
      });
      upload.start();
    });
    expect(chunks.length).toBe(3);
    const handed = double.submitted.filter((entry) => entry.contentId === content.id);
    expect(handed).toHaveLength(1);
    expect(handed[0]!.bytes.equals(file)).toBe(true);
  });

  it('surfaces a refused file as the error envelope with its Korean reason and keeps nothing', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id);
    const created = await kit.tus.create(owner.token, 5000, {
      contentId: String(content.id),
      filename: 'memo.txt',
    });
    const url = kit.tus.url(created);
    const reason = '오디오나 영상 파일이 아니에요.';
    double.refuse(new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: reason }));
    try {
      const finished = await kit.tus.patch(owner.token, url, 0, Buffer.alloc(5000, 0x61));
      expect(finished.status).toBe(400);
      expect(await envelopeOf(finished)).toEqual({
        message: 'ERROR_REQUEST_PARAMETER_WRONG',
        result: { error: 'ERROR_REQUEST_PARAMETER_WRONG' },
        detail: reason,
      });
    } finally {
      double.refuse(null);
    }
    expect(filesOf(url)).toEqual([]);
    expect((await kit.tus.head(owner.token, url)).status).toBe(404);
  });

  it('answers a file over 2 GB before any byte is sent', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id);
    const created = await kit.tus.create(owner.token, STUDIO_UPLOAD_MAX_BYTES + 1, {
      contentId: String(content.id),
      filename: 'huge.mov',
    });
    expect(created.status).toBe(413);
    expect((await envelopeOf(created)).detail).toBe(text.uploadTooLarge);
  });

  it('refuses a new upload while the episode is still being transcoded', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id);
    double.setJob(content.id, 'running');
    const created = await kit.tus.create(owner.token, 10, {
      contentId: String(content.id),
      filename: 'a.mp3',
    });
    expect(created.status).toBe(409);
    expect((await envelopeOf(created)).detail).toBe(text.uploadBusy);

    double.setJob(content.id, 'failed');
    const again = await kit.tus.create(owner.token, 10, { contentId: String(content.id), filename: 'a.mp3' });
    expect(again.status).toBe(201);
  });

  it.each([
    ['no episode', { filename: 'a.mp3' }],
    ['an episode id that is no number', { contentId: '12abc', filename: 'a.mp3' }],
    ['no file name', { contentId: '1' }],
  ])('refuses metadata with %s', async (_label, metadata) => {
    const owner = await kit.member();
    const created = await kit.tus.create(owner.token, 10, metadata);
    expect(created.status).toBe(400);
    expect((await envelopeOf(created)).detail).toBe(text.uploadMetadata);
  });

  it('refuses an empty file', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id);
    const created = await kit.tus.create(owner.token, 0, {
      contentId: String(content.id),
      filename: 'a.mp3',
    });
    expect(created.status).toBe(400);
    expect((await envelopeOf(created)).detail).toBe(text.uploadEmpty);
  });
});

describe('who may upload', () => {
  it("refuses to create an upload for another channel's episode", async () => {
    const owner = await kit.member();
    const stranger = await kit.member();
    const content = await ownedEpisode(owner.id);
    const created = await kit.tus.create(stranger.token, 10, {
      contentId: String(content.id),
      filename: 'a.mp3',
    });
    expect(created.status).toBe(404);
    expect(await envelopeOf(created)).toMatchObject({
      message: 'ERROR_CONTENT_NOT_EXIST',
      detail: text.contentNotFound,
    });
  });

  it("never lets another member resume, read or abandon someone's upload", async () => {
    const owner = await kit.member();
    const stranger = await kit.member();
    const content = await ownedEpisode(owner.id);
    const url = kit.tus.url(
      await kit.tus.create(owner.token, 20, { contentId: String(content.id), filename: 'a.mp3' }),
    );
    expect((await kit.tus.patch(owner.token, url, 0, Buffer.alloc(10, 1))).status).toBe(204);

    expect((await kit.tus.head(stranger.token, url)).status).toBe(404);
    const patched = await kit.tus.patch(stranger.token, url, 10, Buffer.alloc(10, 2));
    expect(patched.status).toBe(404);
    expect((await envelopeOf(patched)).detail).toBe(text.uploadNotFound);
    const deleted = await fetch(url, { method: 'DELETE', headers: { ...TUS, token: stranger.token } });
    expect(deleted.status).toBe(404);

    const head = await kit.tus.head(owner.token, url);
    expect(head.headers.get('upload-offset')).toBe('10');
    expect(double.submitted.some((entry) => entry.contentId === content.id)).toBe(false);
  });

  it('asks for a login, and for x-client on writes', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id);
    const anonymous = await kit.tus.create(null, 10, { contentId: String(content.id), filename: 'a.mp3' });
    expect(anonymous.status).toBe(401);
    expect((await envelopeOf(anonymous)).message).toBe('ERROR_AUTHORIZE_TOKEN_NOT_EXIST');

    const forged = await fetch(`${kit.state.origin}/api/live/v1/studio/uploads`, {
      method: 'POST',
      headers: { 'tus-resumable': '1.0.0', token: owner.token, 'upload-length': '10' },
    });
    expect(forged.status).toBe(400);
  });

  it('never serves the uploaded bytes back', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id);
    const url = kit.tus.url(
      await kit.tus.create(owner.token, 20, { contentId: String(content.id), filename: 'a.mp3' }),
    );
    await kit.tus.patch(owner.token, url, 0, Buffer.alloc(10, 7));
    const read = await fetch(url, { headers: { ...TUS, token: owner.token } });
    expect(read.status).toBe(404);
    expect((await envelopeOf(read)).message).toBe('ERROR_API_PATH_WRONG');
  });
});

describe('abandoned uploads', () => {
  it('are removed once they are older than a day; newer ones stay', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id);
    const url = kit.tus.url(
      await kit.tus.create(owner.token, 20, { contentId: String(content.id), filename: 'a.mp3' }),
    );
    await kit.tus.patch(owner.token, url, 0, Buffer.alloc(10, 7));
    expect(filesOf(url)).toHaveLength(2);

    const dir = kit.state.uploadsDir;
    expect(await sweepExpiredUploads(dir, { maxAgeMs: STUDIO_UPLOAD_EXPIRY_MS })).toBe(0);
    expect(filesOf(url)).toHaveLength(2);

    const removed = await sweepExpiredUploads(dir, {
      maxAgeMs: STUDIO_UPLOAD_EXPIRY_MS,
      now: Date.now() + STUDIO_UPLOAD_EXPIRY_MS + 60_000,
    });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(filesOf(url)).toEqual([]);
    expect((await kit.tus.head(owner.token, url)).status).toBe(404);
  });

  it('leave files that are not uploads alone', async () => {
    const keep = path.join(kit.state.uploadsDir, 'README.txt');
    await writeFile(keep, 'not an upload');
    await sweepExpiredUploads(kit.state.uploadsDir, { maxAgeMs: 0, now: Date.now() + 1e9 });
    expect(existsSync(keep)).toBe(true);
  });
});
