import { defineModule } from '#api/app/module';
import { partnerJobs } from './jobs.ts';
import { createPartnerReport } from './report.ts';
import { createPartnerRepository } from './repository.ts';
import { registerPartnerRoutes } from './routes.ts';

/**
 * Partner campaigns (p_id, spec section 4): the console's report of what each partner brought,
 * from daily rollups of the access log, members and payments (ADR 035).
 */
export const partnersModule = defineModule('partners', (kernel) => {
  const report = createPartnerReport({
    repository: createPartnerRepository(kernel.db),
    now: kernel.settings.clock,
  });
  return {
    exports: { partnerReport: report },
    routes: (api) => registerPartnerRoutes(api, { auth: kernel.console, report }),
    jobs: ({ log }) => {
      const jobs = partnerJobs({
        db: kernel.db,
        now: kernel.settings.clock,
        log,
        accessLogRetentionDays: kernel.settings.accessLogRetentionDays,
      });
      return [jobs.rollup, jobs.retention];
    },
  };
});
