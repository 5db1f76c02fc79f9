import { PLAYTIME_BATCH_MAX } from '@sogon/contract/schemas/media';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentActivity, playbackPositions } from '#api/db/schema/index';
import { makeContent, makePlaylist } from '../../../test/factories.ts';
import { PLAY_WINDOW_MS } from './service.ts';
import { ADULT, type Caller, call, memberOf, setupPlaybackApi } from './test-kit.ts';

/** A clock the story moves; starts at a fixed instant in the middle of an hour. */
const clock = { at: new Date('2025-03-10T05:20:00Z').getTime() };
const api = setupPlaybackApi({ now: () => new Date(clock.at) });
const BATCH = '/v2/content/playtime';

interface Event {
  id: number;
  playtime: number;
  interval: number;
}

const positionsOf = (userId: number, contentIds: number[]) =>
  api.db
    .select({
      contentId: playbackPositions.contentId,
      playtime: playbackPositions.playtime,
      listened: playbackPositions.listened,
      updatedAt: playbackPositions.updatedAt,
    })
    .from(playbackPositions)
    .where(and(eq(playbackPositions.userId, userId), inArray(playbackPositions.contentId, contentIds)));

const activityOf = (contentIds: number[]) =>
  api.db
    .select({
      contentId: contentActivity.contentId,
      hour: contentActivity.hour,
      plays: contentActivity.plays,
      playtimeSec: contentActivity.playtimeSec,
    })
    .from(contentActivity)
    .where(inArray(contentActivity.contentId, contentIds));

/** Rows with the episode id replaced by its place in `ids`, in a stable order. */
function byPlace<Row extends { contentId: number }>(rows: Row[], ids: number[]) {
  return rows
    .map((row) => ({ ...row, contentId: ids.indexOf(row.contentId) }))
    .sort((a, b) => a.contentId - b.contentId || JSON.stringify(a).localeCompare(JSON.stringify(b)));
}

/** Episodes of the same lengths in a playlist of their own. */
async function episodesOf(durations: number[]): Promise<number[]> {
  const playlist = await makePlaylist(api.db);
  const ids: number[] = [];
  for (const [n, durationSec] of durations.entries()) {
    ids.push((await makeContent(api.db, { playlistId: playlist.id, episodeNo: n + 1, durationSec })).id);
  }
  return ids;
}

describe('POST /v2/content/playtime (batch)', () => {
  it('stores exactly what the same reports sent one by one store', async () => {
    const report = fc.record({
      episode: fc.integer({ min: 0, max: 2 }),
      playtime: fc.oneof(fc.integer({ min: 0, max: 2_000 }), fc.double({ min: 0, max: 2_000, noNaN: true })),
      interval: fc.oneof(
        fc.constantFrom(0, 10, 60),
        fc.integer({ min: 0, max: 3_600 }),
        fc.double({ min: 0, max: 120, noNaN: true }),
      ),
    });
    const moment = fc.record({
      // Reports close together (the wall-clock cap), a report period, or a new play window.
      waitMs: fc.oneof(
        fc.integer({ min: 0, max: 15_000 }),
        fc.constant(10_000),
        fc.constant(PLAY_WINDOW_MS + 1_000),
      ),
      reports: fc.array(report, { minLength: 1, maxLength: 6 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(0, 30, 600), { minLength: 3, maxLength: 3 }),
        fc.boolean(),
        fc.array(moment, { minLength: 1, maxLength: 5 }),
        async (durations, asMember, moments) => {
          // Two worlds alike: one reports one by one, the other in batches, at the same moments.
          const single = await episodesOf(durations);
          const batched = await episodesOf(durations);
          const run = `${Date.now()}-${Math.random().toString(36).slice(2, 10)}`;
          const singleCaller: Caller & { id?: number } = asMember
            ? await memberOf(api.app, api.db)
            : { uuid: `single-${run}` };
          const batchCaller: Caller & { id?: number } = asMember
            ? await memberOf(api.app, api.db)
            : { uuid: `batch-${run}` };
          const singleAnswers: unknown[] = [];
          const batchAnswers: unknown[] = [];
          for (const { waitMs, reports } of moments) {
            clock.at += waitMs;
            for (const { episode, playtime, interval } of reports) {
              const one = await call(
                api.app,
                'POST',
                `/v2/content/playtime/${single[episode]}`,
                singleCaller,
                {
                  playtime,
                  interval,
                },
              );
              expect(one.status).toBe(200);
              singleAnswers.push({ ...one.body.result, contentId: episode });
            }
            const events = reports.map(({ episode, playtime, interval }) => ({
              id: batched[episode]!,
              playtime,
              interval,
            }));
            const many = await call(api.app, 'POST', BATCH, batchCaller, { events });
            expect(many.status).toBe(200);
            for (const item of many.body.result.items) {
              batchAnswers.push({ ...item, contentId: batched.indexOf(item.contentId) });
            }
          }
          expect(batchAnswers).toEqual(singleAnswers);
          expect(await api.playback.flush()).toBe(true);
          expect(byPlace(await activityOf(batched), batched)).toEqual(
            byPlace(await activityOf(single), single),
          );
          if (singleCaller.id !== undefined && batchCaller.id !== undefined) {
            const stored = byPlace(await positionsOf(singleCaller.id, single), single);
            expect(byPlace(await positionsOf(batchCaller.id, batched), batched)).toEqual(stored);
          }
        },
      ),
      { numRuns: 20 },
    );
  });

  it('refuses bad input with the spec code in the envelope and keeps nothing of that batch', async () => {
    const member = await memberOf(api.app, api.db);
    const [episode, other] = await episodesOf([600, 600]);
    const adult = await makeContent(api.db, {
      playlistId: (await makePlaylist(api.db, { isAdult: true })).id,
      durationSec: 600,
    });
    const draft = await makeContent(api.db, { durationSec: 600, status: 'draft' });
    const good: Event = { id: episode!, playtime: 30, interval: 10 };
    const tooMany = Array.from({ length: PLAYTIME_BATCH_MAX + 1 }, () => good);
    const bad: [string, unknown, number, string][] = [
      ['too many events', { events: tooMany }, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      ['no events', { events: [] }, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      ['no body', undefined, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      ['events not a list', { events: good }, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      [
        'negative playtime',
        { events: [good, { ...good, playtime: -1 }] },
        400,
        'ERROR_REQUEST_PARAMETER_WRONG',
      ],
      [
        'interval over an hour',
        { events: [good, { ...good, interval: 3_601 }] },
        400,
        'ERROR_REQUEST_PARAMETER_WRONG',
      ],
      ['id zero', { events: [good, { ...good, id: 0 }] }, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      ['id negative', { events: [good, { ...good, id: -3 }] }, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      ['id fractional', { events: [good, { ...good, id: 1.5 }] }, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      ['id not a number', { events: [good, { ...good, id: 'abc' }] }, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      ['id missing', { events: [good, { playtime: 1, interval: 1 }] }, 400, 'ERROR_REQUEST_PARAMETER_WRONG'],
      ['unknown episode', { events: [good, { ...good, id: 99_999_999 }] }, 404, 'ERROR_CONTENT_NOT_EXIST'],
      ['draft episode', { events: [good, { ...good, id: draft.id }] }, 404, 'ERROR_CONTENT_NOT_EXIST'],
      [
        'adult episode for a minor',
        { events: [good, { ...good, id: adult.id }] },
        404,
        'ERROR_CONTENT_NOT_EXIST',
      ],
    ];
    for (const [what, payload, status, code] of bad) {
      const response = await call(api.app, 'POST', BATCH, member, payload);
      expect(response.status, what).toBe(status);
      expect(response.body, what).toMatchObject({ message: code, result: { error: code } });
    }
    await api.playback.flush();
    expect(api.playback.stats().keys).toBe(0);
    expect(await positionsOf(member.id, [episode!, other!, adult.id, draft.id])).toEqual([]);
    expect(await activityOf([episode!, other!, adult.id, draft.id])).toEqual([]);

    // The good report alone goes through; the one that was refused started no play window either.
    const accepted = await call(api.app, 'POST', BATCH, member, { events: [good] });
    expect(accepted.body.result.items).toEqual([
      expect.objectContaining({ contentId: episode, playtime: 30, saved: true, counted: 10 }),
    ]);
    await api.playback.flush();
    expect(await activityOf([episode!])).toEqual([expect.objectContaining({ plays: 1, playtimeSec: 10 })]);
  });

  it('takes the whole batch from an adult with adult mode on', async () => {
    const adultMember = await memberOf(api.app, api.db, ADULT);
    const adult = await makeContent(api.db, {
      playlistId: (await makePlaylist(api.db, { isAdult: true })).id,
      durationSec: 100,
    });
    const answer = await call(api.app, 'POST', BATCH, adultMember, {
      events: [{ id: adult.id, playtime: 500, interval: 500 }],
    });
    expect(answer.body.result.items).toEqual([
      expect.objectContaining({ contentId: adult.id, playtime: 100, saved: true, counted: 60 }),
    ]);
  });
});

describe('the batch sent as a beacon (no x-client header)', () => {
  const SITE = 'http://localhost';

  /** A POST as navigator.sendBeacon sends it: no custom headers, the cookie, the page's Origin. */
  const beacon = (payload: string, headers: Record<string, string>) =>
    api.app.inject({
      method: 'POST',
      url: `/api/live${BATCH}`,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it('is taken with an Origin naming this site, the session from the cookie', async () => {
    const member = await memberOf(api.app, api.db);
    const [episode] = await episodesOf([600]);
    const body = JSON.stringify({ events: [{ id: episode, playtime: 12, interval: 10 }] });
    const response = await beacon(body, { origin: SITE, cookie: `token=${member.token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.items[0]).toMatchObject({ saved: true, counted: 10 });
    await api.playback.flush();
    expect(await positionsOf(member.id, [episode!])).toEqual([
      expect.objectContaining({ playtime: 12, listened: 10 }),
    ]);
  });

  it('is refused without a same-site Origin, and the flag holds for this route only', async () => {
    const member = await memberOf(api.app, api.db);
    const [episode] = await episodesOf([600]);
    const body = JSON.stringify({ events: [{ id: episode, playtime: 12, interval: 10 }] });
    const cookie = `token=${member.token}`;
    const refused: [Record<string, string>, number][] = [
      [{ cookie }, 400], // no Origin: the x-client rule
      [{ cookie, referer: `${SITE}/playlist/1/2` }, 400], // Referer does not stand in for Origin
      [{ cookie, origin: 'https://evil.example' }, 403], // the origin check, cookie or not
      [{ origin: 'https://evil.example' }, 400],
      [{ cookie, origin: 'null' }, 403],
      [{ cookie, origin: 'http://localhost:8080' }, 403],
    ];
    for (const [headers, status] of refused) {
      const response = await beacon(body, headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(status);
      expect(response.json().message).toMatch(/^ERROR_/);
    }
    // A cross-site form can only send text/plain: it parses to a string, not a batch.
    const form = await api.app.inject({
      method: 'POST',
      url: `/api/live${BATCH}`,
      headers: { 'content-type': 'text/plain', origin: SITE, cookie },
      payload: body,
    });
    expect(form.statusCode).toBe(400);
    // The single report keeps the x-client rule, whatever the Origin says.
    const single = await api.app.inject({
      method: 'POST',
      url: `/api/live/v2/content/playtime/${episode}`,
      headers: { 'content-type': 'application/json', origin: SITE, cookie },
      payload: JSON.stringify({ playtime: 12, interval: 10 }),
    });
    expect(single.statusCode).toBe(400);
    await api.playback.flush();
    expect(await positionsOf(member.id, [episode!])).toEqual([]);
    expect(await activityOf([episode!])).toEqual([]);
  });

  it("counts a visitor by the body's uuid when no x-uuid header can be sent", async () => {
    const [episode] = await episodesOf([600]);
    const uuid = 'visitor-beacon-0001';
    await call(api.app, 'POST', BATCH, { uuid }, { events: [{ id: episode, playtime: 10, interval: 10 }] });
    clock.at += 10_000;
    const response = await beacon(
      JSON.stringify({ uuid, events: [{ id: episode, playtime: 20, interval: 10 }] }),
      {
        origin: SITE,
      },
    );
    expect(response.statusCode).toBe(200);
    await api.playback.flush();
    // One play: the beacon was the same visitor as the x-uuid report before it.
    expect(await activityOf([episode!])).toEqual([expect.objectContaining({ plays: 1, playtimeSec: 20 })]);
  });
});
