import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { studioTexts as text } from '@sogon/contract/messages/studio';
import { FRAME_MAX_WIDTH, FRAME_REQUEST_MAX_PIXELS } from '@sogon/contract/schemas/studio';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { audiotoonFrames } from '#api/db/schema/index';
import { mediaRoots } from '#api/media/roots';
import { makeChannel, makeContent, makePlaylist } from '../../../test/factories.ts';
import { pngBomb, spiedTools } from '../../../test/image-fixtures.ts';
import { CLIENT, createPipelineDouble, setupStudioServer } from './test-kit.ts';

// Issue 36: 30 images of 8000 x 8000 in one request took 91 s of CPU. The pixels every image's
// header declares are added up before anything is decoded; a request over the budget is refused
// without a single ffprobe or ffmpeg run, and nothing is written.
const scratch = mkdtempSync(path.join(os.tmpdir(), 'sogon-frame-budget-'));
const tools = spiedTools(scratch);
const double = createPipelineDouble();
const kit = setupStudioServer({ pipeline: () => double.pipeline, tools: () => tools });
const db = () => kit.state.database.db;

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

async function ownedEpisode(ownerId: number) {
  const channel = await makeChannel(db(), { ownerUserId: ownerId, name: `채널 ${ownerId}` });
  const playlist = await makePlaylist(db(), { channelId: channel.id, mediaType: 'audiotoon' });
  return makeContent(db(), {
    playlistId: playlist.id,
    mediaType: 'audiotoon',
    status: 'draft',
    episodeNo: 1,
  });
}

async function send(token: string, contentId: number, images: Buffer[]) {
  const form = new FormData();
  images.forEach((image, index) => {
    form.append('image', new Blob([image], { type: 'image/png' }), `${index}.png`);
    form.append('atMs', String(index * 1000));
  });
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return kit.state.app.inject({
    method: 'POST',
    url: `/api/live/v1/studio/contents/${contentId}/frames`,
    headers: { ...CLIENT, token, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const frameRows = (contentId: number) =>
  db()
    .select()
    .from(audiotoonFrames)
    .where(eq(audiotoonFrames.contentId, contentId))
    .orderBy(asc(audiotoonFrames.seq));

/** Every object key under frames/{contentId}/ in the local store. */
function storedFiles(contentId: number): string[] {
  const dir = path.join(mediaRoots(kit.state.scratch).store, 'frames', String(contentId));
  try {
    return readdirSync(dir, { recursive: true }).map(String);
  } catch {
    return [];
  }
}

describe('the pixel budget of one image request', () => {
  it('refuses images that add up to more than the budget before decoding any, writing nothing', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id);
    // Four images of the largest allowed size: each is fine alone, together over the budget.
    const bomb = pngBomb(8000, 8000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const images = [bomb, bomb, bomb, bomb];
    const sent = images.length * 8000 * 8000;
    expect(sent).toBeGreaterThan(FRAME_REQUEST_MAX_PIXELS);

    const started = performance.now();
    const response = await send(owner.token, content.id, images);
    const elapsedMs = performance.now() - started;

    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'ERROR_REQUEST_PARAMETER_WRONG',
      result: { error: 'ERROR_REQUEST_PARAMETER_WRONG' },
      detail: text.framesTooManyPixels(FRAME_REQUEST_MAX_PIXELS, sent, FRAME_MAX_WIDTH),
    });
    expect(response.json().detail).toContain('2억 5000만 화소');
    expect(tools.runs()).toEqual([]);
    expect(elapsedMs).toBeLessThan(5_000);
    expect(await frameRows(content.id)).toEqual([]);
    expect(storedFiles(content.id)).toEqual([]);
  });

  it('decodes a set within the budget (the spies do see the tools run)', async () => {
    const owner = await kit.member();
    const content = await ownedEpisode(owner.id);
    const response = await send(owner.token, content.id, [pngBomb(640, 480)]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.frames).toEqual([{ seq: 0, atMs: 0, width: 640, height: 480, alt: '' }]);
    expect(tools.runs()).toEqual(expect.arrayContaining(['ffprobe', 'ffmpeg']));
    expect(await frameRows(content.id)).toHaveLength(1);
  });
});
