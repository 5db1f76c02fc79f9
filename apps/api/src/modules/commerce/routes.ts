import { randomUUID } from 'node:crypto';
import { commerceDetails } from '@sogon/contract/messages/commerce';
import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { AppError } from '#api/http/app-error';
import { ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import { type Sessions, viewerOfMember } from '#api/modules/account';
import type { ConsoleAuth } from '#api/modules/ops';
import { consoleRoutes } from '#api/modules/ops';
import type { GiftService } from './gifts.service.ts';
import type { PassService } from './passes.service.ts';
import type { CommerceReport } from './report.ts';

/**
 * The client's key makes a retried send spend once; without one every send is its own. A
 * malformed key is refused: ignoring it would let a retry spend twice.
 */
function giftKey(request: FastifyRequest): string {
  const value = idempotencyKeyHeader(request);
  if (value === null)
    throw new AppError('ERROR_REQUEST_PARAMETER_WRONG', { detail: commerceDetails.idempotencyKey });
  return value ? `client:${value}` : `gift:${randomUUID()}`;
}

/** Members' passes and gifts, and the console's pass pools (issue 38). */
export function registerCommerceRoutes(
  app: ApiApp,
  deps: {
    passes: PassService;
    gifts: GiftService;
    report: CommerceReport;
    sessions: Sessions;
    auth: ConsoleAuth;
  },
) {
  const { passes, gifts, report, sessions, auth } = deps;
  const table = routes.commerce;
  const member = async (request: FastifyRequest) => {
    const found = await sessions.member(request.ctx);
    return { userId: found.user.id, viewer: viewerOfMember(found) };
  };

  route(app, table.passes, {
    handler: async (request) => {
      const { userId } = await member(request);
      return ok(await passes.mine(userId, request.query.playlistId));
    },
  });

  route(app, table.spendPass, {
    config: { requiresClientHeader: true },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await passes.use(userId, viewer, request.body.contentId));
    },
  });

  route(app, table.sendGift, {
    config: { requiresClientHeader: true },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await gifts.send(userId, viewer, request.body, giftKey(request)));
    },
  });

  route(app, table.receivedGifts, {
    handler: async (request) => ok(await gifts.received((await member(request)).userId)),
  });

  route(app, table.sentGifts, {
    handler: async (request) => ok(await gifts.sent((await member(request)).userId)),
  });

  route(app, table.acceptGift, {
    config: { requiresClientHeader: true },
    handler: async (request) => ok(await gifts.accept((await member(request)).userId, request.params.id)),
  });

  route(app, table.refundGift, {
    config: { requiresClientHeader: true },
    handler: async (request) => ok(await gifts.refund((await member(request)).userId, request.params.id)),
  });

  consoleRoutes(app, auth, (scope, { operatorOf, allow }) => {
    route(scope, table.opsPassPools, {
      ...allow('content'),
      handler: async () => ok(await passes.pools()),
    });
    route(scope, table.opsCommerceReport, {
      ...allow('content'),
      handler: async (request) => ok(await report.report(request.query)),
    });
    route(scope, table.opsCreatePassPool, {
      ...allow('contentEdit'),
      handler: async (request) => ok(await passes.createPool(operatorOf(request), request.body)),
    });
    route(scope, table.opsUpdatePassPool, {
      ...allow('contentEdit'),
      handler: async (request) =>
        ok(await passes.updatePool(operatorOf(request), request.params.id, request.body)),
    });
  });
}
