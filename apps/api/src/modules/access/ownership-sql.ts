import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * ownership.ts's rule as SQL for queries that list or load what a member owns: the channel is
 * theirs. The channel is named by its raw-SQL alias (`'ch'`) or by the drizzle table.
 */
export function ownedChannelSql(userId: number, channel: string | { ownerUserId: AnyPgColumn } = 'ch'): SQL {
  if (typeof channel !== 'string') return sql`${channel.ownerUserId} = ${userId}`;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a table alias: ${channel}`);
  return sql`${sql.raw(channel)}.owner_user_id = ${userId}`;
}
