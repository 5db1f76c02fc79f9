import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mediaTexts } from '@sogon/contract/messages/media';
import { probe, resolveFfprobe } from '@sogon/media';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '#api/adapters/storage/local';
import type { ObjectStorage } from '#api/adapters/storage/types';
import {
  audiotoonFrames,
  contentCaptions,
  contentMedia,
  contents,
  mediaJobs,
  playlists,
} from '#api/db/schema/index';
import { type MediaRoots, mediaRoots } from '#api/media/roots';
import { buildTestServer } from '../../test/api-server.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { seedDemoContent } from './demo.ts';
import { DEMO_PLAYLISTS } from './demo-data.ts';
import { publishDemoMedia } from './demo-hls.ts';
import { createDemoMediaProgress } from './demo-progress.ts';

let database: TestDatabase;
let mediaRoot: string;
let media: MediaRoots;
let publicStorage: ObjectStorage;
const log = () => {};

/** The demo seed with short sources, as a server's start runs it. */
const seed = () =>
  seedDemoContent({ db: database.db, media, publicStorage, log, durations: { audioSec: 2, videoSec: 2 } });

beforeAll(async () => {
  database = await createTestDatabase();
  mediaRoot = await mkdtemp(path.join(tmpdir(), 'sogon-seed-'));
  media = mediaRoots(mediaRoot);
  // The public store as a server on local disk builds it (adapters/storage/select.ts).
  publicStorage = createLocalStorage({ root: media.public });
  await seed();
}, 120_000);

afterAll(async () => {
  await database.drop();
  await rm(mediaRoot, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('writes at least 3 channels, 12 playlists and 40 episodes with real media', async () => {
    const playlistRows = await database.db.select().from(playlists);
    const episodeRows = await database.db.select().from(contents);
    expect(playlistRows.length).toBeGreaterThanOrEqual(12);
    expect(episodeRows.length).toBeGreaterThanOrEqual(40);
    expect(new Set(playlistRows.map((row) => row.channelId)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(playlistRows.map((row) => row.mediaType))).toEqual(
      new Set(['audio', 'video', 'audiotoon']),
    );
    expect(playlistRows.some((row) => row.isFree)).toBe(true);
    expect(playlistRows.some((row) => !row.isFree)).toBe(true);
    expect(playlistRows.some((row) => row.isAdult)).toBe(true);

    const video = episodeRows.find((row) => row.mediaType === 'video')!;
    const audio = episodeRows.find((row) => row.mediaType === 'audio')!;
    const probedVideo = await probe(path.join(media.private, video.mediaKey));
    const probedAudio = await probe(path.join(media.private, audio.mediaKey));
    expect(probedVideo.video?.codec).toBe('h264');
    expect(probedAudio.audio).toMatchObject({ codec: 'aac', channels: 2, sampleRate: 48000 });
    for (const row of episodeRows)
      expect(existsSync(path.join(media.private, row.mediaKey)), row.mediaKey).toBe(true);
  });

  it('stores every cover in the public store, where /media/ serves it from', async () => {
    for (const row of await database.db.select().from(playlists)) {
      expect(row.coverImg).toMatch(/^\/media\/demo\/covers\/p\d+\.svg$/);
      expect(await publicStorage.head(row.coverImg.slice('/media/'.length))).toMatchObject({
        contentType: 'image/svg+xml',
      });
    }
  });

  it('runs once: a second start adds nothing', async () => {
    await seed();
    const playlistRows = await database.db.select().from(playlists);
    expect(playlistRows).toHaveLength(DEMO_PLAYLISTS.length);
  });

  it('shows the demo on the home API in Korean, without the adult playlist for a visitor', async () => {
    const app = await buildTestServer(database);
    const response = await app.inject({
      method: 'GET',
      url: '/api/live/v2/service/home?items=[7,8,34,55,61,62]',
    });
    await app.close();
    expect(response.statusCode, response.body).toBe(200);
    const { result } = response.json();
    expect(result.banners.length).toBeGreaterThan(0);
    expect(result.sections.map((section: { id: number }) => section.id)).toEqual([7, 8, 34, 55, 61, 62]);
    const titles = result.sections.flatMap((section: { items: { title: string }[] }) =>
      section.items.map((item) => item.title),
    );
    expect(titles).toContain('한밤의 빗소리');
    const adultTitle = DEMO_PLAYLISTS.find((playlist) => playlist.isAdult)!.title;
    expect(titles).not.toContain(adultTitle);
  });
});

describe('playlist detail and episode media on the demo catalog', () => {
  it('points free episodes at the play endpoint, locks paid ones and hides adult ones', async () => {
    const app = await buildTestServer(database, { media });
    try {
      const rows = await database.db.select().from(playlists);
      const free = rows.find((row) => row.isFree && row.mediaType === 'audio')!;
      const paid = rows.find((row) => !row.isFree && !row.isAdult)!;
      const adult = rows.find((row) => row.isAdult)!;

      const detail = (await app.inject({ url: `/api/live/v2/playlist/${free.id}` })).json().result;
      expect(detail.title).toBe(free.title);
      expect(detail.episodes.length).toBeGreaterThan(0);
      const playable = detail.episodes[0];
      expect(playable.mediaUrl).toBe(`/api/live/v2/content/play/${playable.id}`);

      const v1 = await app.inject({ url: `/api/live/v1/service/playlist/${paid.id}` });
      const paidEpisodes = v1.json().result.episodes;
      expect(paidEpisodes[0].mediaUrl).not.toBeNull();
      const locked = paidEpisodes.find((episode: { isFree: boolean }) => !episode.isFree);
      expect(locked.mediaUrl).toBeNull();
      // The original upload is never served by id: the old path answers like any missing file.
      const legacy = await app.inject({ url: `/media/episodes/${locked.id}` });
      expect(legacy.statusCode).toBe(404);
      expect(legacy.json().message).toBe('ERROR_CONTENT_NOT_EXIST');

      const lockedRow = (await database.db.select().from(contents)).find((row) => row.id === locked.id)!;
      const guessed = await app.inject({ url: `/media/${lockedRow.mediaKey}` });
      expect(guessed.statusCode).toBe(404);

      const hidden = await app.inject({ url: `/api/live/v2/playlist/${adult.id}` });
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json().message).toBe('ERROR_CONTENT_NOT_EXIST');

      const bad = await app.inject({ url: '/api/live/v2/playlist/abc' });
      expect(bad.statusCode).toBe(400);
      const missing = await app.inject({ url: '/api/live/v2/playlist/999999' });
      expect(missing.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});

describe('demo media through the pipeline', () => {
  it('publishes every demo episode as HLS, with audio-toon images and script, once', async () => {
    const app = await buildTestServer(database, { media });
    try {
      const { services } = app;
      const deps = {
        db: database.db,
        roots: media,
        storage: services.media.storage,
        pipeline: services.media.pipeline,
        log,
      };
      // The site answers while publishing runs (ADR 026): a stopped run takes no episode, and an
      // episode not published yet tells the listener it is still being converted.
      const progress = createDemoMediaProgress();
      const stopped = new AbortController();
      stopped.abort();
      await publishDemoMedia({ ...deps, progress, signal: stopped.signal });
      expect(await database.db.select().from(contentMedia)).toHaveLength(0);
      const waiting = (await database.db.select().from(contents)).find((row) => row.isFree)!;
      const early = await app.inject({ url: `/api/live/v2/content/play/${waiting.id}` });
      expect(early.statusCode).toBe(404);
      expect(early.json()).toMatchObject({
        message: 'ERROR_CONTENT_NOT_EXIST',
        detail: mediaTexts.processing,
      });

      await publishDemoMedia({ ...deps, progress });
      const episodeRows = await database.db.select().from(contents);
      expect(progress).toEqual({
        published: episodeRows.length,
        total: episodeRows.length,
        done: true,
        failed: [],
        lastError: null,
        retrying: false,
      });
      const packages = await database.db.select().from(contentMedia);
      expect(packages).toHaveLength(episodeRows.length);
      const video = episodeRows.find((row) => row.mediaType === 'video')!;
      expect(packages.find((row) => row.contentId === video.id)!.kind).toBe('video');
      const toon = episodeRows.find((row) => row.mediaType === 'audiotoon')!;
      expect(
        (await database.db.select().from(audiotoonFrames)).some((row) => row.contentId === toon.id),
      ).toBe(true);
      expect(
        (await database.db.select().from(contentCaptions)).some((row) => row.contentId === toon.id),
      ).toBe(true);

      const free = episodeRows.find((row) => row.isFree && !row.isAdult && row.mediaType === 'audio')!;
      const source = (await app.inject({ url: `/api/live/v2/content/play/${free.id}` })).json().result;
      expect(source.src).toBe(`/media/hls/${free.id}/pub/master.m3u8`);
      expect((await app.inject({ url: source.src })).statusCode).toBe(200);

      const jobs = (await database.db.select().from(mediaJobs)).length;
      await publishDemoMedia(deps);
      expect(await database.db.select().from(mediaJobs)).toHaveLength(jobs);
    } finally {
      await app.close();
    }
  }, 180_000);

  it('resumes the job a killed start left running, and gets through an ffprobe that crashes', async () => {
    const app = await buildTestServer(database, { media });
    const previous = process.env.FFPROBE_PATH;
    try {
      const { services } = app;
      const lines: string[] = [];
      const deps = {
        db: database.db,
        roots: media,
        storage: services.media.storage,
        pipeline: services.media.pipeline,
        log: (line: string) => lines.push(line),
        retryDelayMs: 10,
      };
      // Two episodes as a kill -9 leaves them: one mid-transcode (job running, nothing
      // published), one never reached (no job, nothing published).
      const [first, second] = (await database.db.select().from(contents)).filter((row) => row.isFree);
      const [running] = await database.db
        .update(mediaJobs)
        .set({ status: 'running' })
        .where(eq(mediaJobs.contentId, first!.id))
        .returning();
      await database.db.delete(contentMedia).where(inArray(contentMedia.contentId, [first!.id, second!.id]));
      await database.db.delete(mediaJobs).where(eq(mediaJobs.contentId, second!.id));
      const sources = async () => (await database.db.select().from(mediaJobs)).map((job) => job.sourceKey);
      const sourcesBefore = await sources();

      // The machine is so loaded that ffprobe crashes on its first four runs.
      const counter = path.join(mediaRoot, 'probe-runs');
      const flaky = path.join(mediaRoot, 'flaky-ffprobe');
      await writeFile(
        flaky,
        `#!/bin/sh\necho x >> '${counter}'\n` +
          `[ "$(wc -l < '${counter}')" -le 4 ] && kill -SEGV $$\nexec '${resolveFfprobe()}' "$@"\n`,
        { mode: 0o755 },
      );
      process.env.FFPROBE_PATH = flaky;
      await publishDemoMedia(deps);

      const published = await database.db
        .select()
        .from(contentMedia)
        .where(inArray(contentMedia.contentId, [first!.id, second!.id]));
      expect(published).toHaveLength(2);
      expect(published.find((row) => row.contentId === first!.id)!.version).toBe(running!.id);
      const after = await sources();
      expect(after).toHaveLength(sourcesBefore.length + 1);
      expect(after).toEqual(expect.arrayContaining(sourcesBefore));
      expect(lines.some((line) => /SIGSEGV; trying again/.test(line))).toBe(true);
      expect(lines).toContain(
        `  demo episodes ${(await database.db.select().from(contents)).length}/${(await database.db.select().from(contents)).length}`,
      );
    } finally {
      if (previous === undefined) delete process.env.FFPROBE_PATH;
      else process.env.FFPROBE_PATH = previous;
      await app.close();
    }
  }, 180_000);
});
