import {
  ZAttendanceQuery,
  ZAttendanceResult,
  ZAttendanceState,
  ZCertEvent,
  ZConfirmEventBody,
  ZConfirmEventResult,
  ZCouponEvent,
  ZEventBanner,
  ZEventCard,
  ZEventDetail,
  ZEventListQuery,
  ZJoinEvent,
  ZRevalidationEvent,
} from '@sogon/contract/schemas/events';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { envelope, ok } from '#api/http/envelope';
import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account/sessions';
import { ZIdParams } from '#api/modules/playlist/routes';
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
  const tags = ['events'];

  app.get('/v1/service/event', {
    schema: {
      tags,
      summary: 'The events on now (status=ongoing) or those that ended, newest first',
      querystring: ZEventListQuery,
      response: { 200: envelope(z.array(ZEventCard)) },
    },
    handler: async (request) => ok(await events.list(request.query)),
  });

  app.get('/v1/promotion/:id', {
    schema: {
      tags,
      summary: "An event's page: text, period, rewards and a promotion's playlist",
      params: ZIdParams,
      response: { 200: envelope(ZEventDetail) },
    },
    handler: async (request) => ok(await events.detail(request.params.id)),
  });

  app.post('/v1/service/attendance', {
    schema: {
      tags,
      summary:
        "Today's check-in (Seoul day) in the running attendance event: once per verified person a day, " +
        'bonus hearts with a streak bonus; a second check-in the same day grants nothing',
      response: { 200: envelope(ZAttendanceResult) },
    },
    handler: async (request) => ok(await attendance.checkIn((await member(request)).id)),
  });

  app.get('/v1/service/attendances', {
    schema: {
      tags,
      summary: "The member's check-ins in a month of the running attendance event, with streak and totals",
      querystring: ZAttendanceQuery,
      response: { 200: envelope(ZAttendanceState) },
    },
    handler: async (request) => ok(await attendance.state((await member(request)).id, request.query.month)),
  });

  app.get('/v1/user/joinEvent', {
    schema: {
      tags,
      summary:
        'The sign-up event: hearts on first identity verification, and whether the member can claim them',
      response: { 200: envelope(ZJoinEvent) },
    },
    handler: async (request) => ok(await events.joinEvent(await member(request))),
  });

  app.get('/v1/user/certEvent', {
    schema: {
      tags,
      summary: 'The identity-verification benefit as it stands for the member (one per person)',
      response: { 200: envelope(ZCertEvent) },
    },
    handler: async (request) => ok(await events.certEvent(await member(request))),
  });

  app.get('/v1/user/revalidationEvent', {
    schema: {
      tags,
      summary: 'Whether the member’s verification is older than a year and should be renewed',
      response: { 200: envelope(ZRevalidationEvent) },
    },
    handler: async (request) => ok(await events.revalidationEvent(await member(request))),
  });

  app.get('/v1/user/couponEvent/:id', {
    schema: {
      tags,
      summary: 'A coupon event and whether the member (the person) has used its coupon',
      params: ZIdParams,
      response: { 200: envelope(ZCouponEvent) },
    },
    handler: async (request) => ok(await coupons.status((await member(request)).id, request.params.id)),
  });

  app.post('/v1/user/confirm/event', {
    schema: {
      tags,
      summary:
        'Redeems a coupon code of a coupon event: once per verified person per event, within the coupon’s ' +
        'limit, bonus hearts from the ledger in the same transaction',
      body: ZConfirmEventBody,
      response: { 200: envelope(ZConfirmEventResult) },
    },
    handler: async (request) => ok(await coupons.redeem((await member(request)).id, request.body)),
  });

  app.get('/v1/user/eventBanner', {
    schema: {
      tags,
      summary: "The verification dialog's banner: the sign-up event for members who can still claim it",
      response: { 200: envelope(ZEventBanner) },
    },
    handler: async (request) => ok(await events.banner(await member(request))),
  });
}
