// The 기다무 terms a new playlist starts with come from the settings (WAIT_FREE_DEFAULT): a
// playlist the studio creates carries them until the creator or the console changes them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#api/config';
import { playlists } from '#api/db/schema/index';
import { joinMember } from '../../../test/accounts.ts';
import { setupTestApi } from '../../../test/api-server.ts';
import { makeChannel } from '../../../test/factories.ts';

const api = setupTestApi({ settings: { waitFreeDefault: { hours: 24, excludeNewest: 1, rentalHours: 72 } } });

describe('default 기다무 terms', () => {
  it('a new studio playlist starts with the settings’ terms', async () => {
    const joined = await joinMember(api.app);
    const channel = await makeChannel(api.database.db, {
      ownerUserId: joined.user.userInfo.id,
      name: '기본값 채널',
    });
    const created = await api.app.inject({
      method: 'POST',
      url: '/api/live/v1/studio/playlists',
      headers: { 'x-client': 'sogon-web', token: joined.token, 'content-type': 'application/json' },
      payload: JSON.stringify({
        channelId: channel.id,
        title: '기다리면 무료',
        mediaType: 'audio',
        description: '',
        price: 3,
        bundlePrice: 0,
        tags: [],
        categoryIds: [61],
      }),
    });
    expect(created.statusCode, created.body).toBe(200);
    const [row] = await api.database.db
      .select()
      .from(playlists)
      .where(eq(playlists.id, created.json().result.id));
    expect(row).toMatchObject({ waitFreeHours: 24, waitFreeExcludeNewest: 1, waitFreeRentalHours: 72 });
  });

  it('reads WAIT_FREE_DEFAULT as "hours,newest excluded,rental hours", off by default', () => {
    const base = { DATABASE_URL: 'postgres://localhost/x' };
    expect(loadConfig({ ...base, WAIT_FREE_DEFAULT: '48,2,0' } as never).WAIT_FREE_DEFAULT).toEqual({
      hours: 48,
      excludeNewest: 2,
      rentalHours: 0,
    });
    expect(loadConfig(base as never).WAIT_FREE_DEFAULT).toEqual({
      hours: 0,
      excludeNewest: 0,
      rentalHours: 0,
    });
    expect(() => loadConfig({ ...base, WAIT_FREE_DEFAULT: '24h' } as never)).toThrow();
  });
});
