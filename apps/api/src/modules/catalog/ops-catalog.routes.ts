import { routes } from '@sogon/contract/routes/table';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { ConsoleAuth } from '#api/modules/ops';
import { consoleRoutes } from '#api/modules/ops';
import type { OpsCatalog } from './ops-catalog.service.ts';

/**
 * The console's content routes (issue 17, ADR 034). Declared by the catalog module: it owns the
 * catalog schema (channels, playlists, categories, episodes) and the home cache a change must drop.
 */
export function registerOpsCatalogRoutes(app: ApiApp, auth: ConsoleAuth, content: OpsCatalog): void {
  const table = routes.opsCatalog;
  consoleRoutes(app, auth, (scope, { operatorOf, allow }) => {
    route(scope, table.playlists, {
      ...allow('content'),
      handler: async (request) => ok(await content.playlists(request.query)),
    });
    route(scope, table.playlist, {
      ...allow('content'),
      handler: async (request) => ok(await content.playlist(request.params.id)),
    });
    route(scope, table.updatePlaylist, {
      ...allow('contentModerate'),
      handler: async (request) =>
        ok(await content.updatePlaylist(operatorOf(request), request.params.id, request.body)),
    });
    route(scope, table.updateEpisode, {
      ...allow('contentModerate'),
      handler: async (request) =>
        ok(await content.updateEpisode(operatorOf(request), request.params.id, request.body)),
    });
    route(scope, table.channels, {
      ...allow('content'),
      handler: async (request) => ok(await content.channels(request.query)),
    });
    route(scope, table.updateChannel, {
      ...allow('contentModerate'),
      handler: async (request) =>
        ok(await content.updateChannel(operatorOf(request), request.params.id, request.body)),
    });
  });
}
