import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** One round trip to the database; rejects when it does not answer. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
