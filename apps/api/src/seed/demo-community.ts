import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { seedRuns } from '#api/db/schema/index';
import type { CommunityService } from '#api/modules/channel-community';
import { DEMO_CREATOR } from './demo-creator.ts';
import { renderDemoPicture } from './demo-picture.ts';

const SEED_NAME = 'demo-community-v1';

export const DEMO_MEMBERS_POST = {
  title: '멤버십 전용: 다음 화 대본 미리보기',
  content:
    '멤버 여러분께만 먼저 보여 드려요.\n다음 화는 비 오는 밤의 작업실 이야기예요. 녹음 뒷이야기도 곧 올릴게요.',
};
export const DEMO_PAID_PICTURE = {
  title: '작업실의 밤 (고해상도)',
  description: '녹음 부스에서 그린 그림이에요.',
  price: 5,
};

/**
 * Issue 37's demo: as the demo creator, one members-only board post and one priced gallery item
 * uploaded through the studio's own path (bytes checked, re-encoded, preview blurred on the
 * server). Once; nothing when the demo creator or their channel is missing.
 */
export async function seedDemoCommunity(deps: {
  db: Db;
  community: CommunityService;
  log: (line: string) => void;
}) {
  const { rows: done } = await deps.db.execute(sql`select 1 from seed_runs where name = ${SEED_NAME}`);
  if (done.length > 0) return;
  const { rows } = await deps.db.execute<{ user_id: number; channel_id: number }>(sql`
    select u.id::int as user_id, c.id::int as channel_id from users u
      join channels c on c.owner_user_id = u.id
     where u.uid = ${DEMO_CREATOR.uid} and u.provider = 'email' and c.name = ${DEMO_CREATOR.channel}
     limit 1`);
  const creator = rows[0];
  if (!creator) return;
  const claimed = await deps.db
    .insert(seedRuns)
    .values({ name: SEED_NAME })
    .onConflictDoNothing()
    .returning();
  if (claimed.length === 0) return;
  await deps.db.execute(sql`
    insert into channel_boards (channel_id, user_id, title, content, members_only)
    values (${creator.channel_id}, ${creator.user_id}, ${DEMO_MEMBERS_POST.title}, ${DEMO_MEMBERS_POST.content}, true)`);
  const work = await mkdtemp(path.join(os.tmpdir(), 'sogon-demo-community-'));
  try {
    const picture = path.join(work, 'picture.jpg');
    await renderDemoPicture({ scene: 'studioNight', seed: 4242, width: 1024, height: 768, output: picture });
    const image = await readFile(picture);
    await deps.community.uploadGalleryItem(
      creator.channel_id,
      { userId: creator.user_id, canSeeAdult: false },
      async () => ({
        image,
        fields: {
          title: DEMO_PAID_PICTURE.title,
          description: DEMO_PAID_PICTURE.description,
          price: String(DEMO_PAID_PICTURE.price),
        },
      }),
    );
  } catch (error) {
    // The demo goes without its picture rather than without a server.
    console.error('[sogon] demo community picture not uploaded', error);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  deps.log('demo community ready: a members-only post and a priced picture on the demo creator’s channel');
}
