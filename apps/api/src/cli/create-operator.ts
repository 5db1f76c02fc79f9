/**
 * `npm run ops:create-operator -- --email ops@example.com [--role operator|support|finance]
 * [--name 이름] [--json]`: creates an operator of the console (issue 17). There is no default
 * operator and no default password: this prints a generated password and the TOTP secret (and
 * its otpauth:// address for the authenticator app) once; neither is shown again. The first
 * operator comes from here; later ones too, until the console can invite them.
 */
import { parseArgs } from 'node:util';
import { ZOpsRole } from '@sogon/contract/schemas/ops';
import { z } from 'zod';
import { identitySettings } from '#api/adapters/identity/select';
import { deriveKey } from '#api/adapters/identity/types';
import { openCliDatabase } from '#api/cli/database';
import { loadConfig } from '#api/config';
import { runMigrations } from '#api/db/migrate';
import { startupFailure } from '#api/lib/startup-error';
import { createPasswordHasher } from '#api/modules/account';
import { createOperatorAccount, createOperatorRepository, createTotp } from '#api/modules/ops';

const ZArgs = z.object({
  email: z.string().trim().toLowerCase().email().max(254),
  role: ZOpsRole.default('operator'),
  name: z.string().trim().max(40).default(''),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
  });
  const parsed = ZArgs.safeParse(values);
  if (!parsed.success) {
    console.error(
      'usage: npm run ops:create-operator -- --email <address> [--role operator|support|finance] [--name <name>] [--json]',
    );
    return 2;
  }
  const args = parsed.data;
  const config = loadConfig();
  const log = (line: string) => {
    if (!values.json) console.log(`[ops] ${line}`);
  };
  const { database, close } = await openCliDatabase(config, log);
  try {
    await runMigrations(database.db);
    const identity = await identitySettings(config);
    const created = await createOperatorAccount(
      {
        operators: createOperatorRepository(database.db),
        passwords: createPasswordHasher(),
        totp: createTotp(deriveKey(identity.hashKey, 'operator totp')),
      },
      args,
    );
    if (!created) {
      console.error(`[ops] an operator with ${args.email} exists already`);
      return 1;
    }
    const { operator, password, totpSecret, otpauth } = created;
    if (values.json) {
      console.log(
        JSON.stringify({
          id: operator.id,
          email: operator.email,
          role: operator.role,
          password,
          totpSecret,
          otpauth,
        }),
      );
    } else {
      log(`operator #${operator.id} ${operator.email} (${operator.role}) created`);
      log(`password (shown once): ${password}`);
      log(`authenticator secret (shown once): ${totpSecret}`);
      log(`or add it from this address: ${otpauth}`);
      log('sign in at /ops/login');
    }
    return 0;
  } finally {
    await close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(startupFailure(error));
    process.exit(2);
  },
);
