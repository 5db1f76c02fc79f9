import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mediaRoots } from '#api/media/roots';
import { setupTestApi } from '../../test/api-server.ts';
import { makeChannel, makeUser } from '../../test/factories.ts';
import { DEMO_MEMBERS_POST, DEMO_PAID_PICTURE, seedDemoCommunity } from './demo-community.ts';
import { DEMO_CREATOR } from './demo-creator.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-demo-community-test-'));
const api = setupTestApi({ media: mediaRoots(dataDir) });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('demo community seed', () => {
  it('uploads one priced picture and writes one members-only post as the demo creator, once', async () => {
    const db = api.database.db;
    const creator = await makeUser(db, { uid: DEMO_CREATOR.uid, provider: 'email' });
    const channel = await makeChannel(db, { name: DEMO_CREATOR.channel, ownerUserId: creator.id });
    const deps = { db, community: api.app.services.community, log: () => {} };
    await seedDemoCommunity(deps);
    await seedDemoCommunity(deps);
    const posts = await db.execute<{ title: string; members_only: boolean }>(
      sql`select title, members_only from channel_boards where channel_id = ${channel.id}`,
    );
    expect(posts.rows).toEqual([{ title: DEMO_MEMBERS_POST.title, members_only: true }]);
    const items = await db.execute<{ title: string; price: number; preview_img: string }>(
      sql`select title, price, preview_img from gallery_items where channel_id = ${channel.id}`,
    );
    expect(items.rows).toMatchObject([{ title: DEMO_PAID_PICTURE.title, price: DEMO_PAID_PICTURE.price }]);
    // A visitor sees the title and the blurred preview, never the picture.
    const page = await api.app.inject({ url: `/api/live/v1/channel/${channel.id}/board` });
    expect(page.json().result.items[0]).toMatchObject({ locked: true, content: '' });
    const preview = await api.app.inject({ url: items.rows[0]!.preview_img });
    expect(preview.statusCode).toBe(200);
  });
});
