/**
 * What the cluster benchmark reads and buys, written straight into the cluster's database with
 * the app's own factories, session issuing and ledger: a catalog of a few hundred published
 * playlists (each with a few episodes, spread over the categories), one paid playlist whose
 * episodes cost one heart each, and members with sessions and enough hearts to buy all of them.
 */

import type { Database } from '../../apps/api/src/db/client.ts';
import { createAccountRepository, createSessions } from '../../apps/api/src/modules/account/index.ts';
import { createLedger } from '../../apps/api/src/modules/hearts/index.ts';
import { makeChannel, makePlaylist, makeUser } from '../../apps/api/test/factories.ts';

export interface Buyer {
  userId: number;
  token: string;
}

export interface ClusterFixtures {
  /** A free playlist with ten episodes: what the visitor's playlist detail reads. */
  detailPlaylistId: number;
  paidPlaylistId: number;
  paidEpisodeIds: number[];
  buyers: Buyer[];
  /** Hearts each buyer got: one per paid episode, so none ever runs short. */
  heartsEach: number;
  playlists: number;
}

export async function prepareClusterFixtures(
  database: Database,
  counts: { playlists: number; channels: number; paidEpisodes: number; buyers: number },
): Promise<ClusterFixtures> {
  const { db, pool } = database;
  const categories = (await pool.query<{ id: number }>('select id from categories order by id')).rows.map(
    (row) => row.id,
  );
  const channels: number[] = [];
  for (let index = 0; index < counts.channels; index++) channels.push((await makeChannel(db)).id);
  let detailPlaylistId = 0;
  for (let index = 0; index < counts.playlists; index++) {
    const playlist = await makePlaylist(db, {
      channelId: channels[index % channels.length]!,
      // Spread over the last 30 days, so the home's "new" and category rows have an order.
      openDt: new Date(Date.now() - index * 3_600_000),
      categoryIds: categories.length > 0 ? [categories[index % categories.length]!] : [],
    });
    if (index === 0) detailPlaylistId = playlist.id;
    await pool.query(
      `insert into contents (playlist_id, title, episode_no, media_type)
       select $1, '에피소드 ' || n, n, 'audio' from generate_series(1, $2::int) n`,
      [playlist.id, index === 0 ? 10 : 3],
    );
  }

  const paid = await makePlaylist(db, {
    channelId: channels[0]!,
    isFree: false,
    price: 1,
    bundlePrice: 0,
    categoryIds: categories.length > 0 ? [categories[0]!] : [],
  });
  const paidEpisodeIds = (
    await pool.query<{ id: string }>(
      `insert into contents (playlist_id, title, episode_no, media_type, is_free, price)
       select $1, '유료 에피소드 ' || n, n, 'audio', false, 1 from generate_series(1, $2::int) n
       returning id`,
      [paid.id, counts.paidEpisodes],
    )
  ).rows.map((row) => Number(row.id));

  const sessions = createSessions({ accounts: createAccountRepository(db) });
  const ledger = createLedger(db);
  const heartsEach = counts.paidEpisodes;
  const buyers: Buyer[] = [];
  for (let index = 0; index < counts.buyers; index++) {
    const user = await makeUser(db);
    const token = await sessions.issue(user, { ip: '127.0.0.1', userAgent: 'bench-cluster' });
    await ledger.transaction((tx) =>
      ledger.credit(tx, {
        userId: user.id,
        kind: 'grant',
        idempotencyKey: `bench-cluster:${user.id}`,
        paid: 0,
        bonus: heartsEach,
      }),
    );
    buyers.push({ userId: user.id, token });
  }
  return {
    detailPlaylistId,
    paidPlaylistId: paid.id,
    paidEpisodeIds,
    buyers,
    heartsEach,
    playlists: counts.playlists + 1,
  };
}
