import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { passPoolPlaylists, passPools, playlists, seedRuns } from '#api/db/schema/index';

const SEED_NAME = 'demo-passes-v1';

/** The demo pass pool's name and the paid demo playlists it holds. */
export const DEMO_PASS_POOL = {
  name: '매일 무료 이용권',
  playlists: ['파도가 머무는 밤', '룩북: 포근한 겨울'],
};

/**
 * The demo's daily free pass (이용권, issue 38): one ticket at 00:00 and at 12:00 KST, keep at
 * most 3, a ticket rents one paid episode for 72 hours, over two paid demo playlists. Once.
 */
export async function seedDemoPasses(deps: { db: Db; log: (line: string) => void }) {
  const done = await deps.db.select().from(seedRuns).where(sql`${seedRuns.name} = ${SEED_NAME}`);
  if (done.length > 0) return;
  await deps.db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return;
    const held = await tx
      .select({ id: playlists.id })
      .from(playlists)
      .where(inArray(playlists.title, DEMO_PASS_POOL.playlists));
    const [pool] = await tx
      .insert(passPools)
      .values({
        name: DEMO_PASS_POOL.name,
        grantTimes: ['00:00', '12:00'],
        ticketsPerGrant: 1,
        maxTickets: 3,
        ticketHours: 72,
      })
      .returning({ id: passPools.id });
    if (held.length > 0) {
      await tx
        .insert(passPoolPlaylists)
        .values(held.map((row) => ({ poolId: pool!.id, playlistId: row.id })));
    }
  });
  deps.log('demo pass pool ready');
}
