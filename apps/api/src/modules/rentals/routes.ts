import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account';
import type { RentalService } from './service.ts';

/** A malformed key is ignored: the member's n-th rental of the episode still keeps it charging once. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = idempotencyKeyHeader(request);
  return value ? `client:${value}` : undefined;
}

export function registerRentalRoutes(app: ApiApp, deps: { rentals: RentalService; sessions: Sessions }) {
  const { rentals, sessions } = deps;
  const member = async (request: FastifyRequest) => {
    const found = await sessions.member(request.ctx);
    return { userId: found.user.id, viewer: viewerOfMember(found) };
  };
  const table = routes.rentals;

  route(app, table.rent, {
    config: { requiresClientHeader: true },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      const { playlistId, contentId } = request.params;
      return ok(await rentals.rent(userId, viewer, playlistId, contentId, idempotencyKey(request)));
    },
  });

  route(app, table.claimWaitFree, {
    config: { requiresClientHeader: true },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      const { playlistId, contentId } = request.params;
      return ok(await rentals.claim(userId, viewer, playlistId, contentId));
    },
  });

  route(app, table.library, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await rentals.library(userId, viewer));
    },
  });
}
