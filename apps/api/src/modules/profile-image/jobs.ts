import type { PeriodicJob } from '#api/jobs/job-system';

/** Profile images left behind by a crash, a resignation or a changed address (ADR 061). */
export function profileImageSweepJob(sweep: () => Promise<number>, log: (line: string) => void): PeriodicJob {
  return {
    name: 'profile-image-sweep',
    cron: '40 * * * *',
    async run() {
      const deleted = await sweep();
      if (deleted) log(`profile images: ${deleted} no member points at deleted`);
    },
  };
}
