import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeApp } from '#api/app/compose';
import { settingsFromConfig } from '#api/app/settings';
import { loadConfig } from '#api/config';
import { connectDatabase } from '#api/db/client';
import { buildServer } from '#api/http/server';

/** The committed OpenAPI document: docs/openapi.json at the repository root. */
export const OPENAPI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/openapi.json',
);

/**
 * The API's OpenAPI document as the server generates it (the routes registered from the route
 * table plus the few hand-declared ones) with the default configuration (sandboxes on, no dev
 * mail box): no database connection is made, routes only need to be registered.
 */
export async function openApiText(): Promise<string> {
  const database = connectDatabase('postgres://openapi@127.0.0.1:1/none', { max: 1 });
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: path.join(os.tmpdir(), 'sogon-openapi'),
    IDENTITY_HASH_KEY: '00'.repeat(32),
  });
  const composed = composeApp(
    database.db,
    await settingsFromConfig(config, { redis: null, demoMedia: null }),
    {
      log: () => {},
    },
  );
  const app = await buildServer({ routes: composed.routes });
  try {
    await app.ready();
    return `${JSON.stringify(app.swagger(), null, 2)}\n`;
  } finally {
    await app.close();
    await database.close();
  }
}

export async function writeOpenApi(): Promise<void> {
  await writeFile(OPENAPI_FILE, await openApiText());
}

/** Whether the committed document is what the code generates now. */
export async function openApiDrifted(): Promise<boolean> {
  const committed = await readFile(OPENAPI_FILE, 'utf8').catch(() => '');
  return committed !== (await openApiText());
}
