import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { mediaTexts } from '@sogon/contract/messages/media';
import { probe, runFfmpeg } from '@sogon/media';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { contentMedia, contents, mediaJobs } from '#api/db/schema/index';
import { mediaRoots } from '#api/media/roots';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeContent, makePlaylist } from '../../../test/factories.ts';
import { stereoTone } from '../../../test/media-fixtures.ts';

const scratch = await mkdtemp(path.join(os.tmpdir(), 'sogon-pipeline-'));
const api = setupTestApi({
  media: mediaRoots(scratch),
  settings: { media: { pollSeconds: 0.5, retryDelaySec: 1 } },
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function waitForJob(contentId: number, until: (status: string) => boolean) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const job = await api.app.services.media.pipeline.latestJob(contentId);
    if (job && until(job.status)) return job;
    if (Date.now() > deadline) throw new Error(`job of ${contentId} stuck at ${job?.status}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function draftEpisode() {
  const playlist = await makePlaylist(api.database.db, { isFree: true });
  return makeContent(api.database.db, {
    playlistId: playlist.id,
    status: 'draft',
    isFree: true,
    episodeNo: 1,
  });
}

describe('the transcode queue', () => {
  it('takes an upload from draft through processing to published', async () => {
    const episode = await draftEpisode();
    const tone = await stereoTone(5, scratch);
    const queued = await api.app.services.media.pipeline.submit({
      contentId: episode.id,
      createdBy: null,
      localPath: tone,
      filename: 'tone.m4a',
    });
    expect(queued.status).toBe('queued');
    const [processing] = await api.database.db.select().from(contents).where(eq(contents.id, episode.id));
    expect(processing!.status).toBe('processing');
    const done = await waitForJob(episode.id, (status) => status === 'done');
    expect(done.progress).toBe(1);
    const [published] = await api.database.db.select().from(contents).where(eq(contents.id, episode.id));
    expect(published).toMatchObject({ status: 'published', durationSec: 5 });
  });

  it('fails a broken source with a Korean message, publishes nothing, and succeeds on retry', async () => {
    const episode = await draftEpisode();
    const tone = await stereoTone(3, scratch);
    const job = await api.app.services.media.pipeline.ingestNow({
      contentId: episode.id,
      createdBy: null,
      localPath: tone,
      filename: 'tone.m4a',
    });
    expect(job.status).toBe('done');
    const second = await api.app.services.media.pipeline.ingestNow({
      contentId: episode.id,
      createdBy: null,
      localPath: tone,
      filename: 'tone.m4a',
    });
    const [before] = await api.database.db
      .select()
      .from(contentMedia)
      .where(eq(contentMedia.contentId, episode.id));
    expect(before!.version).toBe(second.id);

    // A source that is not media (stored behind the upload check) fails every run.
    const sourceKey = `sources/${episode.id}/broken.m4a`;
    await api.app.services.media.storage.putBytes(sourceKey, Buffer.from('garbage'.repeat(100)), {
      contentType: 'application/octet-stream',
    });
    const third = await api.app.services.media.repository.insertJob({
      contentId: episode.id,
      createdBy: null,
      sourceKey,
    });
    await api.app.services.media.queue.enqueue(third.id);
    const failed = await waitForJob(episode.id, (status) => status === 'failed');
    expect(failed.id).toBe(third.id);
    expect(failed.attempts).toBe(3);
    expect(failed.error).toMatch(/변환/);
    const [still] = await api.database.db
      .select()
      .from(contentMedia)
      .where(eq(contentMedia.contentId, episode.id));
    expect(still!.version).toBe(second.id);

    const good = await stereoTone(3, scratch);
    await api.app.services.media.storage.putFile(sourceKey, good, {
      contentType: 'application/octet-stream',
    });
    const retried = await api.app.services.media.pipeline.retry(third.id);
    expect(retried.status).toBe('queued');
    const done = await waitForJob(episode.id, (status) => status === 'done');
    expect(done.id).toBe(third.id);
    const [after] = await api.database.db
      .select()
      .from(contentMedia)
      .where(eq(contentMedia.contentId, episode.id));
    expect(after!.version).toBe(third.id);
    // The replaced package is gone from storage: removed right after the job is marked done.
    await expect
      .poll(() => api.app.services.media.storage.exists(`${before!.prefix}/master.m3u8`), { timeout: 10_000 })
      .toBe(false);
    expect(await api.app.services.media.storage.exists(`${after!.prefix}/master.m3u8`)).toBe(true);
    await expect(api.app.services.media.pipeline.retry(third.id)).rejects.toMatchObject({
      code: 'ERROR_REQUEST_PARAMETER_WRONG',
    });
  }, 180_000);

  it('leaves no half-published episode when a run is interrupted, and finishes when run again', async () => {
    const episode = await draftEpisode();
    const tone = await stereoTone(30, scratch);
    const { repository, storage, pipeline } = api.app.services.media;
    const sourceKey = `sources/${episode.id}/interrupted.m4a`;
    await storage.putFile(sourceKey, tone, { contentType: 'application/octet-stream' });
    const job = await repository.insertJob({ contentId: episode.id, createdBy: null, sourceKey });
    const abort = new AbortController();
    setTimeout(() => abort.abort(), 150);
    await expect(pipeline.process(job.id, { signal: abort.signal })).rejects.toBeDefined();
    expect(
      await api.database.db.select().from(contentMedia).where(eq(contentMedia.contentId, episode.id)),
    ).toHaveLength(0);
    const [hidden] = await api.database.db.select().from(contents).where(eq(contents.id, episode.id));
    expect(hidden!.status).toBe('processing');
    expect((await repository.job(job.id))!.status).toBe('queued');

    await pipeline.process(job.id);
    expect((await repository.job(job.id))!.status).toBe('done');
    const [published] = await api.database.db.select().from(contents).where(eq(contents.id, episode.id));
    expect(published!.status).toBe('published');
  }, 120_000);

  it('takes a cover frame from an uploaded video that has none', async () => {
    const playlist = await makePlaylist(api.database.db, { isFree: true, mediaType: 'video' });
    const episode = await makeContent(api.database.db, {
      playlistId: playlist.id,
      status: 'draft',
      mediaType: 'video',
      coverImg: '',
      episodeNo: 1,
    });
    const video = path.join(scratch, 'clip.mp4');
    await runFfmpeg([
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=size=640x360:rate=25:duration=3',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=48000:duration=3',
      '-c:v',
      'libx264',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      '-y',
      video,
    ]);
    const job = await api.app.services.media.pipeline.ingestNow({
      contentId: episode.id,
      createdBy: null,
      localPath: video,
      filename: 'clip.mp4',
    });
    expect(job.status, job.error).toBe('done');
    const [published] = await api.database.db.select().from(contents).where(eq(contents.id, episode.id));
    expect(published!.coverImg).toMatch(/^\/media\/covers\/episodes\/j\d+\.jpg$/);
    const file = path.join(mediaRoots(scratch).public, published!.coverImg.replace('/media/', ''));
    expect((await probe(file)).video).toMatchObject({ codec: 'mjpeg' });
  }, 120_000);

  it('refuses a file that is too short', async () => {
    const episode = await draftEpisode();
    const file = path.join(scratch, 'empty.m4a');
    await writeFile(file, Buffer.alloc(0));
    await expect(
      api.app.services.media.pipeline.submit({
        contentId: episode.id,
        createdBy: null,
        localPath: file,
        filename: 'x.m4a',
      }),
    ).rejects.toMatchObject({ code: 'ERROR_REQUEST_PARAMETER_WRONG' });
  });

  it('calls a probe that keeps crashing unavailable, not "not media", and keeps nothing', async () => {
    const episode = await draftEpisode();
    const tone = await stereoTone(2, scratch);
    // An ffprobe that dies of SIGSEGV on every run, as the one shipped on npm did on MPEG-TS.
    const crashing = path.join(scratch, 'crashing-ffprobe');
    await writeFile(crashing, '#!/bin/sh\nkill -SEGV $$\n', { mode: 0o755 });
    const previous = process.env.FFPROBE_PATH;
    process.env.FFPROBE_PATH = crashing;
    try {
      const error = await api.app.services.media.pipeline
        .submit({ contentId: episode.id, createdBy: null, localPath: tone, filename: 'tone.m4a' })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({
        code: 'ERROR_SERVICE_UNAVAILABLE',
        status: 503,
        reason: 'media-tool-failed',
        detail: mediaTexts.probeUnavailable,
      });
    } finally {
      if (previous === undefined) delete process.env.FFPROBE_PATH;
      else process.env.FFPROBE_PATH = previous;
    }
    expect(await api.database.db.select().from(mediaJobs).where(eq(mediaJobs.contentId, episode.id))).toEqual(
      [],
    );
    const [draft] = await api.database.db.select().from(contents).where(eq(contents.id, episode.id));
    expect(draft!.status).toBe('draft');
  });
});
