import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ConsoleAuth } from '#api/modules/ops';
import { consoleRoutes } from '#api/modules/ops';
import type { ModerationService } from './ops-moderation.service.ts';

/** The console's report queue and community moderation (issue 17, ADR 034). */
export function registerModerationRoutes(
  app: ApiApp,
  deps: { auth: ConsoleAuth; moderation: ModerationService },
) {
  const { moderation } = deps;
  const table = routes.opsModeration;
  consoleRoutes(app, deps.auth, (scope, { operatorOf, allow }) => {
    route(scope, table.reports, {
      ...allow('reports'),
      handler: async (request) => ok(await moderation.queue(request.query)),
    });

    route(scope, table.hideReported, {
      ...allow('reports'),
      handler: async (request) =>
        ok(
          await moderation.hideReported(
            operatorOf(request),
            request.params.type,
            request.params.id,
            request.body.reason,
          ),
        ),
    });

    route(scope, table.dismissReported, {
      ...allow('reports'),
      handler: async (request) =>
        ok(
          await moderation.dismissReported(
            operatorOf(request),
            request.params.type,
            request.params.id,
            request.body.reason,
          ),
        ),
    });

    route(scope, table.item, {
      ...allow('community'),
      handler: async (request) => ok(await moderation.item(request.params.type, request.params.id)),
    });

    for (const [spec, action] of [
      [table.hide, 'hide'],
      [table.unhide, 'unhide'],
      [table.remove, 'delete'],
    ] as const) {
      route(scope, spec, {
        ...allow('community'),
        handler: async (request) =>
          ok(
            await moderation.moderate(
              operatorOf(request),
              request.params.type,
              request.params.id,
              action,
              request.body.reason,
            ),
          ),
      });
    }
  });
}
