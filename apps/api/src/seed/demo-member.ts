import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { seedRuns, users } from '#api/db/schema/index';
import { createPasswordHasher } from '#api/modules/account';
import { createLedger } from '#api/modules/hearts';

const SEED_NAME = 'demo-member-v1';

/** A member to try the paid parts of the demo with (README): hearts to spend, nothing to pay. */
export const DEMO_MEMBER = {
  uid: 'demo@sogon.kr',
  password: 'sogon1234',
  username: '소곤체험',
  bonusHearts: 30,
};

export async function seedDemoMember(deps: { db: Db; log: (line: string) => void }) {
  const done = await deps.db.select().from(seedRuns).where(sql`${seedRuns.name} = ${SEED_NAME}`);
  if (done.length > 0) return;
  const passwordHash = await createPasswordHasher().hash(DEMO_MEMBER.password);
  const ledger = createLedger(deps.db);
  await deps.db.transaction(async (tx) => {
    const claimed = await tx.insert(seedRuns).values({ name: SEED_NAME }).onConflictDoNothing().returning();
    if (claimed.length === 0) return;
    const [user] = await tx
      .insert(users)
      .values({
        uid: DEMO_MEMBER.uid,
        provider: 'email',
        passwordHash,
        username: DEMO_MEMBER.username,
        termsAcceptedAt: new Date(),
        privacyAcceptedAt: new Date(),
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) return;
    await ledger.credit(tx, {
      userId: user.id,
      kind: 'grant',
      idempotencyKey: SEED_NAME,
      reference: 'demo',
      memo: '체험용 하트',
      paid: 0,
      bonus: DEMO_MEMBER.bonusHearts,
    });
  });
  deps.log(
    `demo member ready: ${DEMO_MEMBER.uid} / ${DEMO_MEMBER.password} (${DEMO_MEMBER.bonusHearts} hearts)`,
  );
}
