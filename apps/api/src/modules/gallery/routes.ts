import {
  ZGalleryCursorQuery,
  ZGalleryItemDetail,
  ZGalleryLikeAnswer,
  ZGalleryPage,
  ZGalleryPurchaseAnswer,
} from '@sogon/contract/schemas/gallery';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account/sessions';
import { ZIdParams } from '#api/modules/playlist/routes';
import type { GalleryService } from './service.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZItemParams = z.object({ id, itemId: id });
const ZServiceChannelParams = z.object({ x: id.describe('channel id') });

export function registerGalleryRoutes(app: ApiApp, deps: { gallery: GalleryService; sessions: Sessions }) {
  const { gallery, sessions } = deps;
  const member = async (request: FastifyRequest) => {
    const found = await sessions.member(request.ctx);
    return { userId: found.user.id, viewer: viewerOfMember(found) };
  };

  const listSchema = {
    tags: ['gallery'],
    querystring: ZGalleryCursorQuery,
    response: { 200: envelope(ZGalleryPage) },
  };

  app.get('/v2/channel/:id/galleryCursor', {
    schema: {
      ...listSchema,
      summary: "A keyset page of the channel's gallery by open_dt (cursorKey last_open_dt), newest first",
      params: ZIdParams,
    },
    handler: async (request) =>
      ok(await gallery.page(request.params.id, request.query, await sessions.viewer(request.ctx))),
  });

  app.get('/v1/service/galleryCursor/:x', {
    schema: {
      ...listSchema,
      summary: 'The same gallery page as /v2/channel/{id}/galleryCursor; x is the channel id',
      params: ZServiceChannelParams,
    },
    handler: async (request) =>
      ok(await gallery.page(request.params.x, request.query, await sessions.viewer(request.ctx))),
  });

  app.get('/v1/service/galleryCursor/:x/subscribe', {
    schema: {
      ...listSchema,
      summary: "The channel's paid items the member sees through a live subscription (empty without one)",
      params: ZServiceChannelParams,
    },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await gallery.subscribedPage(userId, viewer, request.params.x, request.query));
    },
  });

  app.get('/v2/channel/:id/gallery/:itemId', {
    schema: {
      tags: ['gallery'],
      summary:
        'One item: imageUrl only when the caller may see the full image (free, bought, owner, subscriber)',
      params: ZItemParams,
      response: { 200: envelope(ZGalleryItemDetail) },
    },
    handler: async (request) => {
      const { id: channelId, itemId } = request.params;
      return ok(await gallery.detail(channelId, itemId, await sessions.viewer(request.ctx)));
    },
  });

  app.post('/v2/channel/:id/gallery/purchase/:itemId', {
    schema: {
      tags: ['gallery'],
      summary: 'Buys an item with hearts, once: a retry (same Idempotency-Key or same item) spends nothing',
      params: ZItemParams,
      response: { 200: envelope(ZGalleryPurchaseAnswer) },
    },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      // A malformed key is ignored: the item's natural key still keeps it charging once.
      const key = idempotencyKeyHeader(request) ?? undefined;
      const { id: channelId, itemId } = request.params;
      return ok(await gallery.buy(userId, viewer, channelId, itemId, key));
    },
  });

  app.post('/v2/channel/:id/gallery/:itemId/like', {
    schema: {
      tags: ['gallery'],
      summary: 'Likes an item, or takes the like back',
      params: ZItemParams,
      response: { 200: envelope(ZGalleryLikeAnswer) },
    },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      const { id: channelId, itemId } = request.params;
      return ok(await gallery.toggleLike(userId, viewer, channelId, itemId));
    },
  });
}
