import { VERIFICATION_VALID_DAYS } from '@sogon/contract/limits';
import type { Db } from '#api/db/client';
import type { PeriodicJob } from '#api/jobs/job-system';
import { createIdentityRepository } from './repository.ts';

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

/** A verification lapses a year after it was made (ADR 011). */
export function verificationExpiryJob(deps: {
  db: Db;
  now: () => Date;
  log: (line: string) => void;
}): PeriodicJob {
  return {
    name: 'verification-expiry',
    cron: '35 * * * *',
    async run() {
      const report = await expireVerifications({ db: deps.db, now: deps.now() });
      if (report.members)
        deps.log(`identity verification: ${report.members} members past a year, unverified`);
    },
  };
}
