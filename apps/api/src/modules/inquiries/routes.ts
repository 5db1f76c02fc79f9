import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import type { ConsoleAuth } from '#api/modules/ops';
import { consoleRoutes } from '#api/modules/ops';
import type { Inquiries } from './service.ts';

/** 1:1 문의: the member's routes and the console's queue. */
export function registerInquiryRoutes(
  app: ApiApp,
  deps: { inquiries: Inquiries; sessions: Sessions; auth: ConsoleAuth },
): void {
  const { inquiries, sessions, auth } = deps;
  const memberId = async (request: FastifyRequest) => (await sessions.member(request.ctx)).user.id;

  route(app, routes.inquiries.list, {
    handler: async (request) => ok(await inquiries.mine(await memberId(request), request.query.page)),
  });
  route(app, routes.inquiries.create, {
    handler: async (request) => ok(await inquiries.create(await memberId(request), request.body)),
  });

  consoleRoutes(app, auth, (scope, { operatorOf, allow }) => {
    route(scope, routes.opsInquiries.list, {
      ...allow('inquiries'),
      handler: async (request) => ok(await inquiries.queue(request.query)),
    });
    route(scope, routes.opsInquiries.answer, {
      ...allow('inquiries'),
      handler: async (request) =>
        ok(await inquiries.answer(operatorOf(request), request.params.id, request.body.answer)),
    });
  });
}
