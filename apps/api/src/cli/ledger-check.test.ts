import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { heartWallets } from '#api/db/schema/index';
import { createLedger } from '#api/modules/hearts';
import { makeUser } from '../../test/factories.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('./ledger-check.ts', import.meta.url));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

async function check() {
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', CLI], {
      env: { ...process.env, DATABASE_URL: database.url },
      timeout: 30_000,
    });
    return { code: 0, stdout };
  } catch (error) {
    const failure = error as { code: number; stdout: string };
    return { code: failure.code, stdout: failure.stdout };
  }
}

describe('npm run ledger:check', () => {
  it('passes on a consistent ledger and fails naming the member whose wallet drifted', async () => {
    const user = await makeUser(database.db);
    const ledger = createLedger(database.db);
    await ledger.transaction((tx) =>
      ledger.credit(tx, { userId: user.id, kind: 'grant', idempotencyKey: 'cli', paid: 5, bonus: 2 }),
    );
    const clean = await check();
    expect(clean.code).toBe(0);
    expect(clean.stdout).toContain('no drift');

    await database.db.update(heartWallets).set({ paid: 6 }).where(eq(heartWallets.userId, user.id));
    const drifted = await check();
    expect(drifted.code).toBe(1);
    expect(drifted.stdout).toContain(
      `DRIFT member ${user.id}: wallet paid 6 bonus 2, entries paid 5 bonus 2`,
    );
  });
});
