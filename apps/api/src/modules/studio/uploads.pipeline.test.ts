// REAL MEDIA PIPELINE: these tests hand uploads to `services.media.pipeline` from the composition
// (probe, storage, the transcode queue; its worker is off, so jobs stay queued). The other studio
// tests use a double of the pipeline's interface.

import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mediaTexts } from '@sogon/contract/messages/media';
import { runFfmpeg } from '@sogon/media';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contents, mediaJobs } from '#api/db/schema/index';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { setupStudioServer } from './test-kit.ts';

const kit = setupStudioServer({ pipeline: (services) => services.media.pipeline });
const db = () => kit.state.database.db;
let tone: Buffer;

beforeAll(async () => {
  const file = path.join(os.tmpdir(), `sogon-studio-tone-${process.pid}.m4a`);
  await runFfmpeg(
    [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=48000:duration=2'],
      ...['-ac', '2', '-c:a', 'aac', '-b:a', '96k', file],
    ],
    { timeoutMs: 30_000 },
  );
  tone = await readFile(file);
});

async function draftEpisode(ownerId: number) {
  const channel = await makeChannel(db(), { ownerUserId: ownerId });
  const playlist = await makePlaylist(db(), { channelId: channel.id, mediaType: 'audio' });
  return makeContent(db(), { playlistId: playlist.id, status: 'draft', episodeNo: 1 });
}

async function upload(token: string, contentId: number, bytes: Buffer, filename: string) {
  const url = kit.tus.url(
    await kit.tus.create(token, bytes.length, { contentId: String(contentId), filename }),
  );
  const half = Math.floor(bytes.length / 2);
  expect((await kit.tus.patch(token, url, 0, bytes.subarray(0, half))).status).toBe(204);
  return kit.tus.patch(token, url, half, bytes.subarray(half));
}

describe('studio upload into the real media pipeline', () => {
  it('queues a transcode of a finished upload and marks the draft as processing', async () => {
    const owner = await kit.member();
    const content = await draftEpisode(owner.id);
    const finished = await upload(owner.token, content.id, tone, 'tone.m4a');
    expect(finished.status, await finished.text()).toBe(204);

    const status = await kit.call(owner.token, 'GET', `/v1/studio/contents/${content.id}`);
    expect(status.statusCode).toBe(200);
    expect(status.json().result).toMatchObject({
      id: content.id,
      status: 'processing',
      job: { contentId: content.id, status: 'queued', progress: 0 },
    });
  });

  it('answers a file that is no media with the pipeline’s Korean reason', async () => {
    const owner = await kit.member();
    const content = await draftEpisode(owner.id);
    const finished = await upload(
      owner.token,
      content.id,
      Buffer.from('그냥 텍스트 파일이에요. '.repeat(200)),
      'a.mp3',
    );
    expect(finished.status).toBe(400);
    expect(JSON.parse(await finished.text())).toMatchObject({
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      detail: mediaTexts.rejected.not_media,
    });
    const [row] = await db().select().from(contents).where(eq(contents.id, content.id));
    expect(row!.status).toBe('draft');
    expect(await db().select().from(mediaJobs).where(eq(mediaJobs.contentId, content.id))).toEqual([]);
  });

  it('queues a failed job again for its owner only', async () => {
    const owner = await kit.member();
    const stranger = await kit.member();
    const content = await draftEpisode(owner.id);
    expect((await upload(owner.token, content.id, tone, 'tone.m4a')).status).toBe(204);
    const [job] = await db().select().from(mediaJobs).where(eq(mediaJobs.contentId, content.id));
    await db()
      .update(mediaJobs)
      .set({ status: 'failed', error: mediaTexts.failed, finishedAt: new Date() })
      .where(eq(mediaJobs.id, job!.id));

    const refused = await kit.call(stranger.token, 'POST', `/v1/studio/jobs/${job!.id}/retry`);
    expect(refused.statusCode).toBe(404);

    const retried = await kit.call(owner.token, 'POST', `/v1/studio/jobs/${job!.id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().result).toMatchObject({ id: job!.id, status: 'queued', error: '' });
  });
});
