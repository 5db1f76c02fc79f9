import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account';
import type { GalleryService } from './service.ts';

export function registerGalleryRoutes(app: ApiApp, deps: { gallery: GalleryService; sessions: Sessions }) {
  const { gallery, sessions } = deps;
  const member = async (request: FastifyRequest) => {
    const found = await sessions.member(request.ctx);
    return { userId: found.user.id, viewer: viewerOfMember(found) };
  };
  const table = routes.gallery;

  route(app, table.page, {
    handler: async (request) =>
      ok(await gallery.page(request.params.id, request.query, await sessions.viewer(request.ctx))),
  });

  route(app, table.servicePage, {
    handler: async (request) =>
      ok(await gallery.page(request.params.x, request.query, await sessions.viewer(request.ctx))),
  });

  route(app, table.subscribedPage, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await gallery.subscribedPage(userId, viewer, request.params.x, request.query));
    },
  });

  route(app, table.get, {
    handler: async (request) => {
      const { id: channelId, itemId } = request.params;
      return ok(await gallery.detail(channelId, itemId, await sessions.viewer(request.ctx)));
    },
  });

  route(app, table.buy, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      // A malformed key is ignored: the item's natural key still keeps it charging once.
      const key = idempotencyKeyHeader(request) ?? undefined;
      const { id: channelId, itemId } = request.params;
      return ok(await gallery.buy(userId, viewer, channelId, itemId, key));
    },
  });

  route(app, table.toggleLike, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      const { id: channelId, itemId } = request.params;
      return ok(await gallery.toggleLike(userId, viewer, channelId, itemId));
    },
  });
}
