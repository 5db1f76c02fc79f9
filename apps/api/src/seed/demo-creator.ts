import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { isUniqueViolation } from '#api/db/errors';
import { channels, seedRuns, users } from '#api/db/schema/index';
import { createPasswordHasher } from '#api/modules/account';

const SEED_NAME = 'demo-creator-v1';

/** A creator to try /studio with (README): owns the demo channel 오디오툰 공방. */
export const DEMO_CREATOR = {
  uid: 'creator@sogon.kr',
  password: 'sogon1234',
  username: '오디오툰공방',
  channel: '오디오툰 공방',
  /** What a newcomer sees on the channel page (issue 37): an @handle and two links. */
  handle: 'audiotoon.gongbang',
  links: [
    { label: '유튜브', url: 'https://www.youtube.com/@sogon_gongbang' },
    { label: '인스타그램', url: 'https://www.instagram.com/sogon_gongbang' },
  ],
};

/**
 * The demo channel's handle and links, once: only while it has no handle, so a creator's own
 * choice is never overwritten (and databases seeded before issue 37 get them too).
 */
async function seedDemoChannelProfile(db: Db): Promise<void> {
  await db
    .update(channels)
    .set({ handle: DEMO_CREATOR.handle, links: DEMO_CREATOR.links })
    .where(and(eq(channels.name, DEMO_CREATOR.channel), isNull(channels.handle)))
    .catch((error: unknown) => {
      // Someone took the handle already: the demo goes without one.
      if (!isUniqueViolation(error)) throw error;
    });
}

export async function seedDemoCreator(deps: { db: Db; log: (line: string) => void }) {
  await seedDemoChannelProfile(deps.db);
  const done = await deps.db.select().from(seedRuns).where(sql`${seedRuns.name} = ${SEED_NAME}`);
  if (done.length > 0) return;
  const passwordHash = await createPasswordHasher().hash(DEMO_CREATOR.password);
  await deps.db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return;
    const [user] = await tx
      .insert(users)
      .values({
        uid: DEMO_CREATOR.uid,
        provider: 'email',
        passwordHash,
        username: DEMO_CREATOR.username,
        termsAcceptedAt: new Date(),
        privacyAcceptedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return;
    await tx.update(channels).set({ ownerUserId: user.id }).where(eq(channels.name, DEMO_CREATOR.channel));
  });
  deps.log(`demo creator ready: ${DEMO_CREATOR.uid} / ${DEMO_CREATOR.password} (/studio)`);
}
