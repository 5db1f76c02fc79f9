import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey } from '#api/adapters/identity/types';
import { createPasswordHasher } from '#api/modules/account';
import { createOperatorRepository, createTotp } from '#api/modules/ops';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';

// The first operator comes from the command line, with a generated password and TOTP secret
// printed once (issue 17): never from a default password.
const root = fileURLToPath(new URL('../../../../', import.meta.url));
const KEY = 'a'.repeat(64);
let database: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'sogon-ops-cli-'));
});
afterAll(async () => {
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});

function run(...args: string[]) {
  return promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/cli/create-operator.ts', ...args],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, IDENTITY_HASH_KEY: KEY },
    },
  );
}

describe('npm run ops:create-operator', () => {
  it('creates an operator whose printed password and authenticator secret sign in, once per address', async () => {
    const { stdout } = await run('--email', 'First@Ops.Example', '--role', 'operator', '--json');
    const printed = JSON.parse(stdout) as {
      email: string;
      role: string;
      password: string;
      totpSecret: string;
      otpauth: string;
    };
    expect(printed).toMatchObject({ email: 'first@ops.example', role: 'operator' });
    expect(printed.password.length).toBeGreaterThanOrEqual(20);
    expect(printed.otpauth).toMatch(/^otpauth:\/\/totp\//);

    const stored = await createOperatorRepository(database.db).operatorByEmail('first@ops.example');
    expect(stored?.passwordHash).not.toContain(printed.password);
    expect(await createPasswordHasher().verify(stored!.passwordHash, printed.password)).toBe(true);
    // The secret is stored sealed; opened with the server's key it gives the app's codes.
    expect(stored!.totpSecret.toString('utf8')).not.toContain(printed.totpSecret);
    const totp = createTotp(deriveKey(Buffer.from(KEY, 'hex'), 'operator totp'));
    const now = new Date();
    expect(totp.stepOf(stored!.totpSecret, totp.codeOf(printed.totpSecret, now), now)).not.toBeNull();

    await expect(run('--email', 'first@ops.example', '--json')).rejects.toMatchObject({ code: 1 });
    await expect(run('--email', 'not-an-address')).rejects.toMatchObject({ code: 2 });
  }, 60_000);
});
