import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { connectDatabase, type Database } from '#api/db/client';
import { adminQuery, databaseUrl } from './database-server.ts';

export interface TestDatabase extends Database {
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/** A fresh, migrated PostgreSQL database of its own for the calling test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminUrl, template } = inject('testDatabase');
  const name = `sogon_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  const url = databaseUrl(adminUrl, name);
  const database = connectDatabase(url, { max: 5 });
  return {
    ...database,
    url,
    name,
    drop: async () => {
      await database.close();
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
