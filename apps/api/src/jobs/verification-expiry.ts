import { VERIFICATION_VALID_DAYS } from '@sogon/contract/limits';
import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';

const DAY_MS = 86_400_000;

/**
 * Identity verification holds for a year (Korean practice for adult content, and what the event
 * rules lean on): after that the member is unverified again, adult mode goes off, and verifying
 * anew (the same person, so no second sign-up benefit) restores both.
 */
export async function expireVerifications(deps: {
  db: Db;
  now: Date;
}): Promise<{ cutoff: Date; members: number }> {
  const cutoff = new Date(deps.now.getTime() - VERIFICATION_VALID_DAYS * DAY_MS);
  const result = await deps.db.execute<{ id: number }>(sql`
    update users u set is_auth = false, adult_mode = false, updated_at = ${deps.now}
      from identity_verifications v
     where v.user_id = u.id and u.is_auth and v.verified_at < ${cutoff}
    returning u.id`);
  return { cutoff, members: result.rows.length };
}
