import { routes } from '@sogon/contract/routes/table';
import type { FastifyRequest } from 'fastify';
import { ok } from '#api/http/envelope';
import { route } from '#api/http/route';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import type { Attendance } from './attendance.ts';
import type { Coupons } from './coupons.ts';
import type { EventService } from './service.ts';

/** Events, attendance and coupons (spec section 7 "Banners and events"). */
export function registerEventRoutes(
  app: ApiApp,
  deps: { events: EventService; attendance: Attendance; coupons: Coupons; sessions: Sessions },
) {
  const { events, attendance, coupons, sessions } = deps;
  const member = async (request: FastifyRequest) => (await sessions.member(request.ctx)).user;
  const table = routes.events;

  route(app, table.list, { handler: async (request) => ok(await events.list(request.query)) });
  route(app, table.get, { handler: async (request) => ok(await events.detail(request.params.id)) });
  route(app, table.checkIn, {
    handler: async (request) => ok(await attendance.checkIn((await member(request)).id)),
  });
  route(app, table.attendance, {
    handler: async (request) => ok(await attendance.state((await member(request)).id, request.query.month)),
  });
  route(app, table.joinEvent, {
    handler: async (request) => ok(await events.joinEvent(await member(request))),
  });
  route(app, table.certEvent, {
    handler: async (request) => ok(await events.certEvent(await member(request))),
  });
  route(app, table.revalidationEvent, {
    handler: async (request) => ok(await events.revalidationEvent(await member(request))),
  });
  route(app, table.couponEvent, {
    handler: async (request) => ok(await coupons.status((await member(request)).id, request.params.id)),
  });
  route(app, table.redeemCoupon, {
    handler: async (request) => ok(await coupons.redeem((await member(request)).id, request.body)),
  });
  route(app, table.banner, { handler: async (request) => ok(await events.banner(await member(request))) });
}
