import { VERIFICATION_VALID_DAYS } from '@sogon/contract/limits';
import type { Db } from '#api/db/client';
import { createIdentityRepository } from '#api/modules/identity/repository';

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
  const members = await createIdentityRepository(deps.db).unverifyBefore(cutoff, deps.now);
  return { cutoff, members };
}
