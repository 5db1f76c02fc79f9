import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl } from '../../test/database-server.ts';
import { connectDatabase, type Database } from './client.ts';
import { runMigrations } from './migrate.ts';

describe('migrations started by several servers at once', () => {
  const { adminUrl } = inject('testDatabase');
  const name = `sogon_test_migrate_${randomBytes(6).toString('hex')}`;
  const servers: Database[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
  });

  it('migrate an empty database once: one server migrates, the others wait and find it done', async () => {
    await adminQuery(adminUrl, `create database ${name}`);
    for (let i = 0; i < 3; i++) servers.push(connectDatabase(databaseUrl(adminUrl, name), { max: 3 }));
    await Promise.all(servers.map((server) => runMigrations(server.db)));
    const { rows } = await servers[0]!.pool.query<{ applied: number }>(
      'select count(*)::int as applied from drizzle.__drizzle_migrations',
    );
    const { rows: unique } = await servers[0]!.pool.query<{ hashes: number }>(
      'select count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
    );
    expect(rows[0]!.applied).toBeGreaterThan(20);
    expect(unique[0]!.hashes).toBe(rows[0]!.applied);
  });

  it('a database already at the newest migration: migrating again applies nothing', async () => {
    const count =
      'select count(*)::int as applied, max(created_at)::text as newest from drizzle.__drizzle_migrations';
    const { rows: before } = await servers[0]!.pool.query<{ applied: number; newest: string }>(count);
    await runMigrations(servers[1]!.db);
    const { rows: after } = await servers[0]!.pool.query<{ applied: number; newest: string }>(count);
    expect(after[0]).toEqual(before[0]);
  });
});
