import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/http/app-error';
import { ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account/sessions';
import type { SubscriptionService } from './service.ts';

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
  deps: { subscriptions: SubscriptionService; sessions: Sessions },
): void {
  const { subscriptions, sessions } = deps;
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
      const { channelId, status } = request.body;
      return ok(await subscriptions.setStatus(userId, viewer, channelId, status, idempotencyKey(request)));
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
        ),
      );
    },
  });

  route(app, table.badge, {
    handler: async (request) =>
      ok(await subscriptions.badge(await sessions.viewer(request.ctx), request.query.channelId)),
  });
}
