import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectDatabase } from '#api/db/client';
import { buildServer } from '#api/http/server';
import { apiRoutes, createServices } from '#api/routes';

/** The committed OpenAPI document: docs/openapi.json at the repository root. */
export const OPENAPI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../docs/openapi.json',
);

/**
 * The API's OpenAPI document as the server generates it (the routes registered from the route
 * table plus the few hand-declared ones), with the default service options: no database
 * connection is made, routes only need to be registered.
 */
export async function openApiText(): Promise<string> {
  const database = connectDatabase('postgres://openapi@127.0.0.1:1/none', { max: 1 });
  const services = createServices(database.db);
  const app = await buildServer({ routes: apiRoutes(services) });
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
