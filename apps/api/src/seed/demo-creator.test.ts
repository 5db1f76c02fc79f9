import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channels } from '#api/db/schema/index';
import { setupTestApi } from '../../test/api-server.ts';
import { makeChannel } from '../../test/factories.ts';
import { DEMO_CREATOR, seedDemoCreator } from './demo-creator.ts';

const api = setupTestApi();

describe('demo creator', () => {
  it('gives the demo channel a handle and two links, shown on its page, and keeps a later choice', async () => {
    const channel = await makeChannel(api.database.db, { name: DEMO_CREATOR.channel });
    await seedDemoCreator({ db: api.database.db, log: () => {} });
    const page = await api.app.inject({
      url: `/api/live/v2/channel/${channel.id}`,
      headers: { 'x-client': 'web' },
    });
    expect(page.json().result).toMatchObject({ handle: DEMO_CREATOR.handle, links: DEMO_CREATOR.links });
    expect(DEMO_CREATOR.links).toHaveLength(2);

    await api.database.db.update(channels).set({ handle: 'my_own' }).where(eq(channels.id, channel.id));
    await seedDemoCreator({ db: api.database.db, log: () => {} });
    const [row] = await api.database.db.select().from(channels).where(eq(channels.id, channel.id));
    expect(row!.handle).toBe('my_own');
  });
});
