import { defineModule } from '#api/app/module';
import { createModerationRepository } from './ops-moderation.repository.ts';
import { registerModerationRoutes } from './ops-moderation.routes.ts';
import { createModerationService } from './ops-moderation.service.ts';
import { createReportRepository } from './reports.repository.ts';
import { registerReportRoutes } from './reports.routes.ts';
import { createReportService, REPORT_RATE } from './reports.service.ts';

/**
 * Reports (신고) and community moderation (issue 17): members report comments, board posts,
 * gallery pictures and episodes; the console works the queue and hides, shows again or deletes.
 * The moderation writes the state of rows other modules list (comments, boards, gallery,
 * contents) in the transaction that resolves the reports and writes the audit row.
 */
export const reportsModule = defineModule('reports', (kernel) => {
  const reports = createReportService({
    reports: createReportRepository(kernel.db),
    episodes: kernel.playlistRepository,
    limiter: kernel.limiter('report', REPORT_RATE),
  });
  const moderation = createModerationService({
    repository: createModerationRepository(kernel.db),
    auth: kernel.console,
  });
  return {
    exports: { reports, moderation },
    routes: (api) => {
      registerReportRoutes(api, { reports, sessions: kernel.sessions });
      registerModerationRoutes(api, { auth: kernel.console, moderation });
    },
  };
});
