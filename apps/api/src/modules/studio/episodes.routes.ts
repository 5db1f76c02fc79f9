import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import type { StudioEpisodes } from './episodes.service.ts';
import { readStudioImage, studioImageScope } from './image-form.ts';

/** The studio's episodes (issue 37): list, edit, cover, 선공개 tiers, delete. */
export function registerStudioEpisodeRoutes(
  app: ApiApp,
  deps: { episodes: StudioEpisodes; sessions: Sessions },
): void {
  const { episodes, sessions } = deps;
  const memberId = async (request: FastifyRequest) => (await sessions.member(request.ctx)).user.id;
  const table = routes.studioEpisodes;

  route(app, table.list, {
    handler: async (request) => ok(await episodes.list(await memberId(request), request.params.id)),
  });
  route(app, table.get, {
    handler: async (request) => ok(await episodes.get(await memberId(request), request.params.id)),
  });
  route(app, table.update, {
    handler: async (request) =>
      ok(await episodes.update(await memberId(request), request.params.id, request.body)),
  });
  route(app, table.remove, {
    handler: async (request) => ok(await episodes.remove(await memberId(request), request.params.id)),
  });
  route(app, table.tiers, {
    handler: async (request) => ok(await episodes.tiers(await memberId(request), request.params.id)),
  });

  studioImageScope(app, (scope) => {
    route(scope, table.uploadCover, {
      handler: async (request) => {
        const userId = await memberId(request);
        // Someone else's episode is refused before its bytes are read.
        await episodes.get(userId, request.params.id);
        return ok(await episodes.uploadCover(userId, request.params.id, await readStudioImage(request)));
      },
    });
  });
}
