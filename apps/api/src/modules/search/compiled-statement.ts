/* Search statements compiled once and run as named prepared statements (postgres-backend.ts). */
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/** A statement's text, its name as a prepared statement, and its parameters (some placeholders). */
export interface Compiled {
  name: string;
  text: string;
  params: unknown[];
}

/**
 * A statement compiled once per shape (`key`) and then run as a named prepared statement, its
 * placeholders filled per call. The name is the text's hash: a connection parses it once and, once
 * PostgreSQL finds its generic plan no costlier than the custom ones, plans it once (planning a
 * statement of many CTEs costs more than running it); node neither rebuilds nor hashes the text
 * per request. `build` must give the same text for one key: every value that varies within a key
 * is a placeholder.
 */
export function compiledOnce(prefix: string) {
  const compiled = new Map<string, Compiled>();
  return (key: string, build: () => SQL): Compiled => {
    const found = compiled.get(key);
    if (found) return found;
    const { sql: text, params } = dialect.sqlToQuery(build());
    const made = {
      name: `${prefix}_${createHash('sha1').update(text).digest('hex').slice(0, 16)}`,
      text,
      params,
    };
    compiled.set(key, made);
    return made;
  };
}
