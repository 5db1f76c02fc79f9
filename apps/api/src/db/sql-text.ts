import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * The text of a parameterless SQL fragment (the alias-based rules of access/visibility-sql.ts),
 * for a hand-written statement prepared once by name. A fragment that carries values refuses:
 * its values belong in the statement's own parameters.
 */
export function sqlText(fragment: SQL): string {
  const query = dialect.sqlToQuery(fragment);
  if (query.params.length > 0) throw new Error(`a fragment with values is not text: ${query.sql}`);
  return query.sql;
}
