import { randomBytes } from 'node:crypto';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, databaseUrl } from '../../test/database-server.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import * as schema from './schema/index.ts';

/*
 * The database as the migrations leave it is the truth (ADR 071). Two halves describe it:
 * schema/*.ts (what drizzle-kit can write) and sql/hand-written.sql (what it cannot: extensions,
 * functions, triggers, views). These tests keep both true: a migration that adds a column, an index
 * or a trigger without its half fails here.
 */

/** Columns of the database the schema leaves out on purpose (schema/earnings.ts: plain numbers). */
const COLUMNS_LEFT_OUT = [
  { table: 'payout_accounts', column: '"account_number_plain" text' },
  { table: 'settlement_statements', column: '"account_number_plain" text' },
];

/** What the migrations hold and drizzle cannot write (migrations/README.md). */
const ONLY_IN_MIGRATIONS = [
  'col search_terms.term text not null collate "C"',
  'idx search_terms search_terms_lookup_idx USING btree (kind, term, score DESC, playlist_id DESC) INCLUDE (audience, open_dt)',
];
/** The same objects as drizzle writes them. */
const ONLY_IN_SCHEMA = [
  'col search_terms.term text not null',
  'idx search_terms search_terms_lookup_idx USING btree (kind, term, score DESC, playlist_id DESC)',
];

/** Every table column, constraint, index and sequence of the public schema, one line each. */
const CATALOG = `
select 'col ' || c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
    || case when a.attnotnull then ' not null' else '' end
    || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
    || case when a.attgenerated <> '' then ' generated' else '' end
    || case when a.attidentity <> '' then ' identity' else '' end
    || case when a.attcollation not in (0, 100) then ' collate ' || a.attcollation::regcollation::text else '' end
  from pg_attribute a
  join pg_class c on c.oid = a.attrelid
  left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
 where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped
union all
select 'con ' || c.relname || ' ' || co.conname || ' ' || pg_get_constraintdef(co.oid)
  from pg_constraint co join pg_class c on c.oid = co.conrelid
 where c.relnamespace = 'public'::regnamespace
union all
select 'idx ' || tablename || ' ' || indexname || ' ' || regexp_replace(indexdef, '^.* USING ', 'USING ')
  from pg_indexes where schemaname = 'public'
union all
select 'seq ' || relname from pg_class where relnamespace = 'public'::regnamespace and relkind = 'S'
order by 1`;

const NOT_EXTENSION_MEMBER = `not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`;

async function lines(client: pg.Client, text: string): Promise<string[]> {
  const { rows } = await client.query<[string]>({ text, rowMode: 'array' });
  return rows.map(([line]) => line);
}

/** The hand-written part of the schema as the database has it, in a stable order. */
async function handWrittenSql(client: pg.Client): Promise<string> {
  const extensions = await lines(
    client,
    `select 'CREATE EXTENSION IF NOT EXISTS ' || quote_ident(extname) || ';' from pg_extension
      where extname <> 'plpgsql' order by extname`,
  );
  const costs = await lines(
    client,
    `select 'ALTER FUNCTION ' || p.oid::regprocedure || ' COST ' || p.procost || ';'
       from pg_proc p join pg_depend d on d.objid = p.oid and d.deptype = 'e'
      where p.procost <> 1 order by 1`,
  );
  const functions = await lines(
    client,
    `select pg_get_functiondef(p.oid) || ';' from pg_proc p
      where p.pronamespace = 'public'::regnamespace and ${NOT_EXTENSION_MEMBER}
      order by p.proname, pg_get_function_identity_arguments(p.oid)`,
  );
  const triggers = await lines(
    client,
    `select pg_get_triggerdef(t.oid) || ';' from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal and c.relnamespace = 'public'::regnamespace order by c.relname, t.tgname`,
  );
  const views = await lines(
    client,
    `select 'CREATE VIEW ' || quote_ident(relname) || ' AS' || E'\\n' || pg_get_viewdef(oid) from pg_class
      where relnamespace = 'public'::regnamespace and relkind in ('v', 'm') order by relname`,
  );
  return [
    '-- The hand-written part of the schema, as the migrations leave it: what drizzle-kit cannot',
    '-- express (extensions, functions, triggers, views). Written by apps/api/src/db/schema-and-sql.test.ts',
    '-- from a freshly migrated database; do not edit. To change one of these, write a hand-written',
    '-- migration (apps/api/src/db/migrations/README.md), then run',
    '-- `npx vitest run apps/api/src/db/schema-and-sql.test.ts -u` and commit this file with it.',
    '',
    '-- Extensions',
    ...extensions,
    '',
    '-- Costs a migration gave extension functions (0011)',
    ...costs,
    '',
    '-- Functions',
    ...functions.map((text) => `${text.trimEnd()}\n`),
    '-- Triggers',
    ...triggers,
    '',
    '-- Views',
    ...views.map((text) => `${text.trimEnd()}\n`),
  ].join('\n');
}

describe('the schema files and sql/hand-written.sql describe the migrated database', () => {
  const { adminUrl } = inject('testDatabase');
  const fromSchema = `sogon_test_schema_${randomBytes(6).toString('hex')}`;
  let migrated: TestDatabase;
  let migratedClient: pg.Client;

  beforeAll(async () => {
    migrated = await createTestDatabase();
    migratedClient = new pg.Client({ connectionString: migrated.url });
    await migratedClient.connect();
  });

  afterAll(async () => {
    await migratedClient?.end();
    await migrated?.drop();
    await adminQuery(adminUrl, `drop database if exists ${fromSchema} with (force)`);
  });

  it('every extension, function, trigger and view is in sql/hand-written.sql as the migrations define it', async () => {
    await expect(await handWrittenSql(migratedClient)).toMatchFileSnapshot('./sql/hand-written.sql');
  });

  it('schema/*.ts builds the same tables, columns, constraints and indexes as the migrations', async () => {
    // Everything drizzle would write for the schema files on an empty database.
    const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
    const patched = statements.map((statement) => {
      const left = COLUMNS_LEFT_OUT.filter(({ table }) => statement.startsWith(`CREATE TABLE "${table}" (`));
      return left.reduce((text, { column }) => text.replace('(\n', `(\n\t${column},\n`), statement);
    });

    await adminQuery(adminUrl, `create database ${fromSchema}`);
    const client = new pg.Client({ connectionString: databaseUrl(adminUrl, fromSchema) });
    await client.connect();
    try {
      // What the tables need first: the extensions and the functions of generated columns.
      for (const name of await lines(
        migratedClient,
        `select extname from pg_extension where extname <> 'plpgsql'`,
      )) {
        await client.query(`create extension if not exists "${name}"`);
      }
      await client.query('set check_function_bodies = off');
      const functions = await lines(
        migratedClient,
        `select pg_get_functiondef(p.oid) from pg_proc p
          where p.pronamespace = 'public'::regnamespace and ${NOT_EXTENSION_MEMBER}`,
      );
      for (const definition of functions) await client.query(definition);
      for (const statement of patched) await client.query(statement);

      const truth = new Set(await lines(migratedClient, CATALOG));
      const built = new Set(await lines(client, CATALOG));
      expect({
        onlyInMigrations: [...truth].filter((line) => !built.has(line)),
        onlyInSchema: [...built].filter((line) => !truth.has(line)),
      }).toEqual({ onlyInMigrations: ONLY_IN_MIGRATIONS, onlyInSchema: ONLY_IN_SCHEMA });
    } finally {
      await client.end();
    }
  });
});
