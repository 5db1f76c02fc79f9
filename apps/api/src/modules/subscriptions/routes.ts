import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/http/app-error';
import { ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account';
import type { SubscriptionService } from './service.ts';
import type { StudioTiers } from './studio-tiers.ts';

/** The optional Idempotency-Key header; a malformed one is refused rather than silently ignored. */
function idempotencyKey(request: FastifyRequest): string | undefined {
  const value = idempotencyKeyHeader(request);
  if (value === null) {
    throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', {
      detail: 'Idempotency-Key: 8-100 of [A-Za-z0-9_.:-]',
    });
  }
  return value;
}

export function registerSubscriptionRoutes(
  app: ApiApp,
  deps: { subscriptions: SubscriptionService; studioTiers: StudioTiers; sessions: Sessions },
): void {
  const { subscriptions, studioTiers, sessions } = deps;
  const member = async (request: FastifyRequest) => {
    const found = await sessions.member(request.ctx);
    return { userId: found.user.id, viewer: viewerOfMember(found) };
  };
  const table = routes.subscriptions;

  route(app, table.products, {
    handler: async (request) =>
      ok(await subscriptions.products(request.params.id, await sessions.viewer(request.ctx))),
  });

  route(app, table.list, {
    handler: async (request) => {
      const { userId } = await member(request);
      return ok(await subscriptions.list(userId, request.query));
    },
  });

  route(app, table.mine, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await subscriptions.mine(userId, viewer, request.params.id));
    },
  });

  route(app, table.setStatus, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      const { channelId, status, productId } = request.body;
      return ok(
        await subscriptions.setStatus(userId, viewer, channelId, status, idempotencyKey(request), productId),
      );
    },
  });

  route(app, table.setChannelStatus, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(
        await subscriptions.setStatus(
          userId,
          viewer,
          request.params.id,
          request.body.status,
          idempotencyKey(request),
          request.body.productId,
        ),
      );
    },
  });

  route(app, table.changeTier, {
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await subscriptions.changeTier(userId, viewer, request.params.id, request.body.productId));
    },
  });

  route(app, table.studioTiers, {
    handler: async (request) => ok(await studioTiers.list((await member(request)).userId)),
  });

  route(app, table.createTier, {
    handler: async (request) => ok(await studioTiers.create((await member(request)).userId, request.body)),
  });

  route(app, table.editTier, {
    handler: async (request) =>
      ok(await studioTiers.edit((await member(request)).userId, request.params.id, request.body)),
  });

  route(app, table.setTierSale, {
    handler: async (request) =>
      ok(await studioTiers.setSale((await member(request)).userId, request.params.id, request.body.onSale)),
  });

  route(app, table.badge, {
    handler: async (request) =>
      ok(await subscriptions.badge(await sessions.viewer(request.ctx), request.query.channelId)),
  });
}
