import {
  ZContentIdsQuery,
  ZOwnedPlaylist,
  ZOwnership,
  ZPurchaseAnswer,
  ZValidation,
} from '@sogon/contract/schemas/purchases';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account/sessions';
import { ANONYMOUS } from '#api/modules/viewer';
import type { PurchaseService } from './service.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZPlaylistParams = z.object({ playlistId: id });
const ZEpisodeParams = z.object({
  playlistId: id,
  contentId: z.coerce
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .describe('0 buys the whole playlist'),
});
const ZLibraryQuery = z.object({
  offset: z.coerce.number().int().min(1).max(100).default(10).describe('page size'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
/** A malformed key is ignored here: the purchase's natural key still keeps it charging once. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = idempotencyKeyHeader(request);
  return value ? `client:${value}` : undefined;
}

export function registerPurchaseRoutes(
  app: ApiApp,
  deps: { purchases: PurchaseService; sessions: Sessions },
) {
  const { purchases, sessions } = deps;
  const member = async (request: FastifyRequest) => {
    const found = await sessions.member(request.ctx);
    return { userId: found.user.id, viewer: viewerOfMember(found) };
  };

  // The spec names these purchases as GETs; POST answers the same. Both need x-client, and a
  // retried call (same Idempotency-Key, or the same episodes) spends hearts once.
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/v2/service/content/purchase/:playlistId/:contentId',
      config: { requiresClientHeader: true },
      schema: {
        tags: ['purchase'],
        summary: 'Unlocks one episode with hearts (contentId 0: the whole playlist at its bundle price)',
        params: ZEpisodeParams,
        response: { 200: envelope(ZPurchaseAnswer) },
        ...(method === 'GET' ? {} : { hide: true }),
      },
      handler: async (request) => {
        const { userId, viewer } = await member(request);
        const { playlistId, contentId } = request.params;
        const wanted = contentId === 0 ? ({ bundle: true } as const) : { contentIds: [contentId] };
        return ok(await purchases.buy(userId, viewer, playlistId, wanted, idempotencyKey(request)));
      },
    });

    app.route({
      method,
      url: '/v1/service/content/purchase/:playlistId',
      config: { requiresClientHeader: true },
      schema: {
        tags: ['purchase'],
        summary: 'Unlocks several episodes of a playlist at once, all or nothing',
        params: ZPlaylistParams,
        querystring: ZContentIdsQuery,
        response: { 200: envelope(ZPurchaseAnswer) },
        ...(method === 'GET' ? {} : { hide: true }),
      },
      handler: async (request) => {
        const { userId, viewer } = await member(request);
        const wanted = { contentIds: request.query.contentIds };
        return ok(
          await purchases.buy(userId, viewer, request.params.playlistId, wanted, idempotencyKey(request)),
        );
      },
    });
  }

  app.get('/v1/purchase/:playlistId', {
    schema: {
      tags: ['purchase'],
      summary: 'What the member owns of a playlist',
      params: ZPlaylistParams,
      response: { 200: envelope(ZOwnership) },
    },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await purchases.ownership(userId, viewer, request.params.playlistId));
    },
  });

  app.get('/v2/service/content/validation/:playlistId/:contentId', {
    schema: {
      tags: ['purchase'],
      summary: 'May the caller play this episode, and what unlocking it costs (visitors: login_required)',
      params: ZEpisodeParams,
      response: { 200: envelope(ZValidation) },
    },
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      const { playlistId, contentId } = request.params;
      return ok(await purchases.validation(viewer.userId, viewer, playlistId, contentId));
    },
  });

  app.get('/v2/service/content/validationNa/:playlistId/:contentId', {
    schema: {
      tags: ['purchase'],
      summary: 'The same check as a visitor, whoever asks (share previews, crawlers)',
      params: ZEpisodeParams,
      response: { 200: envelope(ZValidation) },
    },
    handler: async (request) => {
      const { playlistId, contentId } = request.params;
      return ok(await purchases.validation(null, ANONYMOUS, playlistId, contentId));
    },
  });

  app.get('/v2/user/library/own/playlist', {
    schema: {
      tags: ['library'],
      summary: 'Playlists the member bought into, most recent purchase first',
      querystring: ZLibraryQuery,
      response: { 200: envelope(z.array(ZOwnedPlaylist)) },
    },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      const { offset, page } = request.query;
      const rows = await purchases.library(userId, viewer, { offset: (page - 1) * offset, limit: offset });
      return ok(
        rows.map((row) => ({
          ...row,
          bundle: Boolean(row.bundle),
          lastPurchasedAt: new Date(row.lastPurchasedAt ?? 0).toISOString(),
        })),
      );
    },
  });
}
