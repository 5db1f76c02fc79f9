#!/usr/bin/env node
// `npm run db:check-generation`: fails (exit 1) when `npm run db:generate` on this tree would write a
// migration, i.e. when apps/api/src/db/schema/*.ts and the latest snapshot in migrations/meta/
// disagree. drizzle-kit runs on a temporary copy of the migrations folder, so the tree is never
// touched; what it would have written is printed. CI runs it beside the OpenAPI checks (ADR 071).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const db = path.join(root, 'apps/api/src/db');
const migrations = path.join(db, 'migrations');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'sogon-schema-check-'));

function listSql(folder) {
  return fs.readdirSync(folder).filter((name) => name.endsWith('.sql'));
}

let code = 1;
try {
  const out = path.join(scratch, 'migrations');
  fs.cpSync(migrations, out, { recursive: true });
  const config = path.join(scratch, 'drizzle.config.mjs');
  // The same settings as apps/api/drizzle.config.ts, with the output in the copy. drizzle-kit
  // reads its paths as relative ones, from the folder it runs in.
  const settings = {
    dialect: 'postgresql',
    schema: path.relative(scratch, path.join(db, 'schema/index.ts')),
    out: './migrations',
  };
  fs.writeFileSync(config, `export default ${JSON.stringify(settings)};\n`);
  const before = new Set(listSql(out));
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/drizzle-kit'),
    ['generate', '--config', config],
    {
      cwd: scratch,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      // A rename question (table or column) waits on stdin: give it none, so it fails instead.
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (result.error) throw result.error;
  const written = listSql(out).filter((name) => !before.has(name));
  const output = `${result.stdout}${result.stderr}`;
  if (result.status === 0 && written.length === 0 && output.includes('No schema changes')) {
    console.log('[schema] drizzle-kit generate writes nothing: schema/*.ts matches the latest snapshot');
    code = 0;
  } else if (written.length > 0) {
    console.error(
      '[schema] drizzle-kit generate would write a migration: schema/*.ts differs from the latest snapshot in apps/api/src/db/migrations/meta.',
    );
    for (const name of written) {
      const text = fs.readFileSync(path.join(out, name), 'utf8');
      const lines = text.split('\n');
      console.error(`--- ${name} (${lines.length} lines)`);
      console.error(lines.slice(0, 60).join('\n'));
      if (lines.length > 60) console.error(`... ${lines.length - 60} more lines`);
    }
    console.error(
      '[schema] Run `npm run db:generate -- --name=<what>` and commit the migration with its snapshot (apps/api/src/db/migrations/README.md).',
    );
  } else if (output.includes('Interactive prompts require a TTY')) {
    console.error(
      '[schema] drizzle-kit generate would ask whether a table or column was renamed: schema/*.ts differs from the latest snapshot. Run `npm run db:generate -- --name=<what>` in a terminal, answer, and commit the migration.',
    );
  } else {
    console.error('[schema] drizzle-kit generate did not finish with "No schema changes":');
    console.error(output.split('\n').slice(-30).join('\n'));
  }
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}
process.exit(code);
