import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { resolveFfprobe } from '@sogon/media';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentMedia, contents, mediaJobs } from '#api/db/schema/index';
import { type MediaRoots, mediaRoots } from '#api/media/roots';
import { buildTestServer } from '../../test/api-server.ts';
import { makeContent, makePlaylist } from '../../test/factories.ts';
import { stereoTone } from '../../test/media-fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { publishDemoMedia } from './demo-hls.ts';
import { createDemoMediaProgress } from './demo-progress.ts';
import { declareDemoPublishing } from './demo-publish-job.ts';

let database: TestDatabase;
let mediaRoot: string;
let media: MediaRoots;

beforeAll(async () => {
  database = await createTestDatabase();
  mediaRoot = await mkdtemp(path.join(tmpdir(), 'sogon-demo-job-'));
  media = mediaRoots(mediaRoot);
}, 60_000);

afterAll(async () => {
  await database?.drop();
  await rm(mediaRoot, { recursive: true, force: true });
});

/** Demo-like episodes: free audio whose sources sit in the private store, nothing published yet. */
async function demoEpisodes(name: string, seconds: number[]): Promise<number[]> {
  const playlist = await makePlaylist(database.db, { isFree: true, title: `데모 ${name}` });
  const ids: number[] = [];
  for (const [index, duration] of seconds.entries()) {
    const key = `demo/episodes/${name}-e${index + 1}.m4a`;
    await mkdir(path.dirname(path.join(media.private, key)), { recursive: true });
    await copyFile(await stereoTone(duration, mediaRoot), path.join(media.private, key));
    const row = await makeContent(database.db, {
      playlistId: playlist.id,
      isFree: true,
      mediaKey: key,
      durationSec: duration,
    });
    ids.push(row.id);
  }
  return ids;
}

/** Every other test's episodes out of the way: publishing sees only the current test's. */
async function setAside(keep: number[]) {
  const rows = await database.db.select({ id: contents.id }).from(contents);
  const others = rows.map((row) => row.id).filter((id) => !keep.includes(id));
  if (others.length > 0)
    await database.db.update(contents).set({ mediaKey: '' }).where(inArray(contents.id, others));
}

async function until<T>(what: string, read: () => Promise<T | null | undefined | false>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('demo publishing through the job system', () => {
  it('tries an episode whose probe failed again later and publishes it, /health naming it meanwhile', async () => {
    const progress = createDemoMediaProgress();
    const app = await buildTestServer(database, { media, settings: { demoMedia: progress } });
    const previous = process.env.FFPROBE_PATH;
    try {
      const [first, flaky, third] = await demoEpisodes('probe', [2, 2, 2]);
      await setAside([first!, flaky!, third!]);
      // ffprobe answers "exit 1" once for the second episode's file, as on the day 23 of 40 were
      // published: the tool's verdict, not a crash, so the quick in-pass retries do not apply.
      const marker = path.join(mediaRoot, 'probe-failed-once');
      const wrapper = path.join(mediaRoot, 'failing-ffprobe');
      await writeFile(
        wrapper,
        `#!/bin/sh\ncase "$*" in *probe-e2.m4a*) if [ ! -e '${marker}' ]; then : > '${marker}'; ` +
          `echo 'probe-e2.m4a: Invalid data found when processing input' >&2; exit 1; fi;; esac\n` +
          `exec '${resolveFfprobe()}' "$@"\n`,
        { mode: 0o755 },
      );
      process.env.FFPROBE_PATH = wrapper;
      const lines: string[] = [];
      const publishing = declareDemoPublishing({
        jobs: app.services.jobs,
        db: database.db,
        roots: media,
        storage: app.services.media.storage,
        pipeline: app.services.media.pipeline,
        log: (line) => lines.push(line),
        progress,
        retryDelaySec: 1,
        pollingIntervalSeconds: 0.5,
      });
      await publishing.begin();

      // Meanwhile the health answer names the episode and the error, in one line.
      const failing = await until('the failure in /health', async () => {
        const health = (await app.inject({ url: '/api/live/health' })).json().result.demoMedia;
        return health.failed.length > 0 ? health : null;
      });
      expect(failing).toMatchObject({
        total: 3,
        done: false,
        retrying: true,
        failed: [{ contentId: flaky, error: expect.stringMatching(/./) }],
      });
      expect(failing.lastError).toMatch(new RegExp(`^demo episode ${flaky}: `));
      // What failed, in ffprobe's own words.
      expect(failing.failed[0].error).toMatch(/ffprobe exited with code 1: .*Invalid data found/);
      expect(failing.lastError).not.toContain('\n');
      expect(failing.failed[0].error).not.toContain('\n');

      // The job system runs it again after its backoff, and the episode is published.
      const done = await until('every episode published', async () => {
        const health = (await app.inject({ url: '/api/live/health' })).json().result.demoMedia;
        return health.done ? health : null;
      });
      expect(done).toMatchObject({ published: 3, total: 3, done: true, failed: [], retrying: false });
      const packages = await database.db
        .select()
        .from(contentMedia)
        .where(inArray(contentMedia.contentId, [first!, flaky!, third!]));
      expect(packages).toHaveLength(3);
      expect(lines.some((line) => line.includes(`demo episode ${flaky} not published:`))).toBe(true);
      expect(lines.some((line) => /trying again in about \d+ s/.test(line))).toBe(true);
      await publishing.stop();
    } finally {
      if (previous === undefined) delete process.env.FFPROBE_PATH;
      else process.env.FFPROBE_PATH = previous;
      await app.close();
    }
  }, 120_000);

  it('a stop during publishing (Ctrl-C reaches ffmpeg too) logs one line that the next start resumes, no stack', async () => {
    const progress = createDemoMediaProgress();
    const app = await buildTestServer(database, { media, settings: { demoMedia: progress } });
    const errors = vi.spyOn(console, 'error');
    try {
      const [long] = await demoEpisodes('stop', [120]);
      await setAside([long!]);
      const lines: string[] = [];
      const publishing = declareDemoPublishing({
        jobs: app.services.jobs,
        db: database.db,
        roots: media,
        storage: app.services.media.storage,
        pipeline: app.services.media.pipeline,
        log: (line) => lines.push(line),
        progress,
        retryDelaySec: 1,
        pollingIntervalSeconds: 0.5,
      });
      await publishing.begin();
      await until('the transcode running', async () => {
        const [job] = await database.db.select().from(mediaJobs).where(eq(mediaJobs.contentId, long!));
        // The encode has reported progress: ffmpeg is mid-run, its own signal handling in place.
        return job?.status === 'running' && job.progress > 0 && ffmpegChildren().length > 0;
      });
      // Ctrl-C: the terminal sends SIGINT to the whole process group, ffmpeg included.
      for (const pid of ffmpegChildren()) process.kill(pid, 'SIGINT');
      await publishing.stop();

      const stopLines = lines.filter((line) => /the next start publishes the rest/.test(line));
      expect(stopLines).toEqual([
        'demo media: stopped at 0/1 as the server stops; the next start publishes the rest',
      ]);
      for (const line of lines) {
        expect(line).not.toContain('\n');
        expect(line).not.toMatch(/FfmpegError|not published/);
      }
      expect(errors).not.toHaveBeenCalled();
      expect(progress).toMatchObject({ published: 0, done: false, failed: [], lastError: null });
      expect(
        await database.db.select().from(contentMedia).where(eq(contentMedia.contentId, long!)),
      ).toHaveLength(0);

      // The next start publishes it (running the job the stop cut off again).
      await publishDemoMedia({
        db: database.db,
        roots: media,
        storage: app.services.media.storage,
        pipeline: app.services.media.pipeline,
        log: () => {},
      });
      expect(
        await database.db.select().from(contentMedia).where(eq(contentMedia.contentId, long!)),
      ).toHaveLength(1);
    } finally {
      errors.mockRestore();
      await app.close();
    }
  }, 120_000);
});

/** ffmpeg processes this test process started. */
function ffmpegChildren(): number[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim().split(/\s+/))
      .filter(([, command]) => command === 'ffmpeg')
      .map(([pid]) => Number(pid));
  } catch {
    return [];
  }
}
