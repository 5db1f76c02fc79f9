import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rankingSnapshots } from '#api/db/schema/index';
import { periodicJobs } from '#api/jobs/periodic-jobs';
import { createLedger } from '#api/modules/hearts';
import { makePlaylist } from '../../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database.ts';
import { createRankings } from './rankings.ts';
import { addActivity, kst } from './test-kit.ts';

// Rankings once per cluster (ADR 015, issue 18): the periodic jobs compute each kind into the
// shared snapshots, and every server reads them instead of computing its own.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const titles = (items: { playlist: { title: string } }[]) => items.map((item) => item.playlist.title);

describe('rankings shared by the cluster', () => {
  it('are computed by the periodic jobs and read, not recomputed, by every server', async () => {
    const db = database.db;
    const clock = { at: kst('2024-08-08T08:30') };
    const now = () => clock.at;
    const jobs = periodicJobs({
      db,
      ledger: createLedger(db),
      log: () => {},
      now,
      accessLogRetentionDays: 180,
      closeSettlements: async () => [],
      cancelVoidedPayments: async () => ({ cancelled: 0, failed: 0 }),
    });
    const run = (name: string) => jobs.find((job) => job.name === name)!.run();

    const first = await makePlaylist(db, { title: '처음 인기' });
    await addActivity(db, first.id, kst('2024-08-08T08:00'), { plays: 3 });
    await run('rankings-top100');
    await run('rankings-realtime');

    // Another server, an hour later by its clock: it answers the cluster's snapshot.
    const server = createRankings(db, { now: () => new Date(clock.at.getTime() + 3_600_000) });
    const day = await server.cache.get('top100:playlist:day');
    expect(day.computedAt).toEqual(kst('2024-08-08T08:30'));
    expect(titles(day.lists.all.everyone)).toEqual(['처음 인기']);
    expect(titles((await server.cache.get('realtime')).lists.audio.adult)).toEqual(['처음 인기']);

    // The next tick's snapshot reaches the server once its copy is older than 30 s.
    const second = await makePlaylist(db, { title: '새로 인기' });
    await addActivity(db, second.id, kst('2024-08-08T08:31'), { plays: 9 });
    clock.at = kst('2024-08-08T08:35');
    await run('rankings-top100');
    clock.at = kst('2024-08-08T08:30');
    // The server's clock is still within 30 s of its read: it answers its copy…
    clock.at = kst('2024-08-08T08:30:20');
    expect((await server.cache.get('top100:playlist:day')).computedAt).toEqual(kst('2024-08-08T08:30'));
    // …and past them, the cluster's newest snapshot, still without computing.
    clock.at = kst('2024-08-08T08:40');
    const fresh = await server.cache.get('top100:playlist:day');
    expect(fresh.computedAt).toEqual(kst('2024-08-08T08:35'));
    expect(titles(fresh.lists.all.everyone)).toEqual(['새로 인기', '처음 인기']);
  });

  it('compute a kind no job has written yet on the first request, and share it', async () => {
    const db = database.db;
    await db.delete(rankingSnapshots);
    const at = kst('2024-09-09T09:00');
    const one = createRankings(db, { now: () => at });
    const computed = await one.cache.get('top100:channel:month');
    expect(computed.computedAt).toEqual(at);
    const other = createRankings(db, { now: () => new Date(at.getTime() + 60_000) });
    expect((await other.cache.get('top100:channel:month')).computedAt).toEqual(at);
  });
});
