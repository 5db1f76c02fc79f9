import { describe, expect, it } from 'vitest';
import { passPools } from '#api/db/schema/index';
import { joinMember } from '../../test/accounts.ts';
import { setupTestApi } from '../../test/api-server.ts';
import { makePlaylist } from '../../test/factories.ts';
import { DEMO_PASS_POOL, seedDemoPasses } from './demo-passes.ts';

const api = setupTestApi();

describe('the demo pass pool', () => {
  it('is seeded once over the two demo playlists, and a member gets a ticket', async () => {
    const db = api.database.db;
    const held = await Promise.all(DEMO_PASS_POOL.playlists.map((title) => makePlaylist(db, { title })));
    await seedDemoPasses({ db, log: () => {} });
    await seedDemoPasses({ db, log: () => {} });
    const pools = await db.select().from(passPools);
    expect(pools).toHaveLength(1);
    expect(pools[0]).toMatchObject({
      name: '매일 무료 이용권',
      grantTimes: ['00:00', '12:00'],
      maxTickets: 3,
    });
    const member = await joinMember(api.app);
    const passes = await api.app.inject({
      url: '/api/live/v1/user/passes',
      headers: { token: member.token },
    });
    expect(passes.json().result).toEqual([
      expect.objectContaining({
        name: '매일 무료 이용권',
        tickets: 1,
        playlistIds: held.map((playlist) => playlist.id).sort((a, b) => a - b),
      }),
    ]);
  });
});
