import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/http/app-error';
import { ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account';
import { ANONYMOUS } from '#api/modules/viewer';
import type { DeletedLibrary } from './deleted-library.ts';
import type { PurchaseService } from './service.ts';

/** A malformed key is ignored here: the purchase's natural key still keeps it charging once. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = idempotencyKeyHeader(request);
  return value ? `client:${value}` : undefined;
}

export function registerPurchaseRoutes(
  app: ApiApp,
  deps: { purchases: PurchaseService; sessions: Sessions; deletedLibrary?: DeletedLibrary },
) {
  const { purchases, sessions } = deps;
  const member = async (request: FastifyRequest) => {
    const found = await sessions.member(request.ctx);
    return { userId: found.user.id, viewer: viewerOfMember(found) };
  };
  const table = routes.purchases;

  // The spec names these purchases as GETs; POST answers the same (the table's hidden method).
  // Both need x-client, and a retried call (same Idempotency-Key, or the same episodes) spends
  // hearts once.
  route(app, table.buy, {
    config: { requiresClientHeader: true },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      const { playlistId, contentId } = request.params;
      const wanted = contentId === 0 ? ({ bundle: true } as const) : { contentIds: [contentId] };
      return ok(await purchases.buy(userId, viewer, playlistId, wanted, idempotencyKey(request)));
    },
  });

  route(app, table.buySeveral, {
    config: { requiresClientHeader: true },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      const wanted = { contentIds: request.query.contentIds };
      return ok(
        await purchases.buy(userId, viewer, request.params.playlistId, wanted, idempotencyKey(request)),
      );
    },
  });

  route(app, table.ownership, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await purchases.ownership(userId, viewer, request.params.playlistId));
    },
  });

  route(app, table.validation, {
    handler: async (request) => {
      const viewer = await sessions.viewer(request.ctx);
      const { playlistId, contentId } = request.params;
      return ok(await purchases.validation(viewer.userId, viewer, playlistId, contentId));
    },
  });

  route(app, table.visitorValidation, {
    handler: async (request) => {
      const { playlistId, contentId } = request.params;
      return ok(await purchases.validation(null, ANONYMOUS, playlistId, contentId));
    },
  });

  route(app, table.library, {
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

  const { deletedLibrary } = deps;
  if (deletedLibrary) {
    route(app, table.deletedLibrary, {
      handler: async (request) => {
        const { userId, viewer } = await member(request);
        return ok(await deletedLibrary.list(userId, viewer));
      },
    });

    // A gone episode's page: only for a member who holds it; visitors and everyone else are told
    // it does not exist (no title leaks), the answer of any unknown episode.
    route(app, table.deletedEpisode, {
      handler: async (request) => {
        const viewer = await sessions.viewer(request.ctx);
        const held =
          viewer.userId === null ? null : await deletedLibrary.one(viewer.userId, viewer, request.params.id);
        if (!held) throw new AppError('ERROR_CONTENT_NOT_EXIST');
        return ok(held);
      },
    });
  }
}
