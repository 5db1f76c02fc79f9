import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '#api/db/client';
import { runMigrations } from '#api/db/migrate';
import { adminQuery, databaseUrl, openTestDatabaseServer } from './database-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { adminUrl: string; template: string };
  }
}

/** Migrates one template database per run; each test file clones it (see test-database.ts). */
export default async function setup(project: TestProject) {
  const server = await openTestDatabaseServer();
  const template = `sogon_test_tpl_${randomBytes(4).toString('hex')}`;
  await adminQuery(server.adminUrl, `create database ${template}`);
  const database = connectDatabase(databaseUrl(server.adminUrl, template), { max: 1 });
  try {
    await runMigrations(database.db);
  } finally {
    await database.close();
  }
  project.provide('testDatabase', { adminUrl: server.adminUrl, template });

  return async () => {
    await adminQuery(server.adminUrl, `drop database if exists ${template} with (force)`);
    await server.stop();
  };
}
