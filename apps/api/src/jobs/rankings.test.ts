import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RankingKind, REALTIME_KINDS, TOP100_KINDS } from '#api/modules/ranking/cache';
import { createRankings } from '#api/modules/ranking/rankings';
import { addActivity, kst } from '#api/modules/ranking/test-kit';
import { makePlaylist } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { startRankings } from './rankings.ts';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const HOUR = 3_600_000;
const titles = (items: { playlist: { title: string } }[]) => items.map((item) => item.playlist.title);

describe('rankings job', () => {
  it('computes every ranking at start, before any request asks', async () => {
    const db = database.db;
    const playlist = await makePlaylist(db, { title: '시작할 때 계산' });
    await addActivity(db, playlist.id, kst('2024-08-08T08:00'), { plays: 3 });
    const rankings = createRankings(db, { now: () => kst('2024-08-08T08:30') });

    const job = startRankings({ cache: rankings.cache, intervalMs: { top100: HOUR, realtime: HOUR } });
    await job.ready;
    for (const kind of [...TOP100_KINDS, ...REALTIME_KINDS]) {
      expect(rankings.cache.peek(kind)?.computedAt).toEqual(kst('2024-08-08T08:30'));
    }
    expect(titles(rankings.cache.peek('top100:playlist:day')!.lists.all.everyone)).toEqual([
      '시작할 때 계산',
    ]);
    expect(titles(rankings.cache.peek('realtime')!.lists.audio.adult)).toEqual(['시작할 때 계산']);
    expect(rankings.cache.peek('top100:channel:month')!.lists.all.everyone).toHaveLength(1);
    await job.stop();
  });

  it('recomputes on its timer, so new activity reaches the lists without a request', async () => {
    const db = database.db;
    let now = kst('2024-09-09T09:30');
    const rankings = createRankings(db, { now: () => now });
    const job = startRankings({ cache: rankings.cache, intervalMs: { top100: 20, realtime: 20 } });
    await job.ready;
    expect(rankings.cache.peek('realtime')!.lists.all.adult).toEqual([]);

    const playlist = await makePlaylist(db, { title: '타이머가 찾은 목록' });
    await addActivity(db, playlist.id, kst('2024-09-09T09:00'), { plays: 7 });
    now = kst('2024-09-09T09:31');
    await vi.waitFor(
      () => {
        expect(titles(rankings.cache.peek('realtime')!.lists.all.everyone)).toEqual(['타이머가 찾은 목록']);
        expect(titles(rankings.cache.peek('top100:playlist:week')!.lists.all.everyone)).toEqual([
          '타이머가 찾은 목록',
        ]);
      },
      { timeout: 10_000, interval: 20 },
    );
    await job.stop();
  });

  it('reports a failing ranking per kind and keeps going', async () => {
    const lost = await createTestDatabase();
    const rankings = createRankings(lost.db);
    await lost.drop();
    const failed: RankingKind[] = [];
    const job = startRankings({
      cache: rankings.cache,
      intervalMs: { top100: HOUR, realtime: HOUR },
      onError: (_error, kind) => failed.push(kind),
    });
    await job.ready;
    expect(failed).toEqual([...REALTIME_KINDS, ...TOP100_KINDS]);
    await job.stop();
  });
});
