import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import { viewerOfMember } from '#api/modules/account';
import type { ReportService } from './reports.service.ts';

/** Members report (신고) what others posted; visitors get ERROR_USER_NOT_LOGIN. */
export function registerReportRoutes(app: ApiApp, deps: { reports: ReportService; sessions: Sessions }) {
  route(app, routes.reports.create, {
    handler: async (request) => {
      const found = await deps.sessions.member(request.ctx);
      return ok(await deps.reports.report(found.user.id, viewerOfMember(found), request.body));
    },
  });
}
