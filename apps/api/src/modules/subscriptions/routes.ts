import {
  ZBadgeQuery,
  ZChannelParams,
  ZChannelSubscribeBody,
  ZChannelSubscribeStatusBody,
  ZChannelSubscription,
  ZSubscribeAnswer,
  ZSubscriberBadge,
  ZSubscriptionList,
  ZSubscriptionListQuery,
  ZSubscriptionProduct,
} from '@sogon/contract/schemas/subscriptions';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '#api/http/app-error';
import { envelope, ok } from '#api/http/envelope';
import { idempotencyKeyHeader } from '#api/http/idempotency-key';
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

  app.get('/v1/channel/:id/subscribeProduct', {
    schema: {
      tags: ['subscription'],
      summary: "The channel's monthly subscription product (visitors too)",
      params: ZChannelParams,
      response: { 200: envelope(z.array(ZSubscriptionProduct)) },
    },
    handler: async (request) =>
      ok(await subscriptions.products(request.params.id, await sessions.viewer(request.ctx))),
  });

  app.get('/v1/user/channelSubscribe', {
    schema: {
      tags: ['subscription'],
      summary: "The member's live channel subscriptions, newest first (offset = page size)",
      querystring: ZSubscriptionListQuery,
      response: { 200: envelope(ZSubscriptionList) },
    },
    handler: async (request) => {
      const { userId } = await member(request);
      return ok(await subscriptions.list(userId, request.query));
    },
  });

  app.get('/v1/user/channelSubscribe/:id', {
    schema: {
      tags: ['subscription'],
      summary:
        "The member's subscription to channel {id}: the live one, else the latest ended one, else null",
      params: ZChannelParams,
      response: { 200: envelope(ZChannelSubscription.nullable()) },
    },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      return ok(await subscriptions.mine(userId, viewer, request.params.id));
    },
  });

  const description =
    'status 1 subscribes (the first month is charged at once) or turns auto-renew back on (no charge); ' +
    'status 0 stops auto-renew, access lasting until the paid period ends. ' +
    'An Idempotency-Key header makes a retried subscribe charge once.';

  app.put('/v1/user/channelSubscribe', {
    schema: {
      tags: ['subscription'],
      summary:
        'Subscribes to a channel with hearts, or cancels auto-renew (spec payload {channelId, status})',
      description,
      body: ZChannelSubscribeBody,
      response: { 200: envelope(ZSubscribeAnswer) },
    },
    handler: async (request) => {
      const { userId, viewer } = await member(request);
      const { channelId, status } = request.body;
      return ok(await subscriptions.setStatus(userId, viewer, channelId, status, idempotencyKey(request)));
    },
  });

  app.put('/v1/user/channelSubscribe/:id', {
    schema: {
      tags: ['subscription'],
      summary: 'The same as PUT /v1/user/channelSubscribe with the channel in the path',
      description,
      params: ZChannelParams,
      body: ZChannelSubscribeStatusBody,
      response: { 200: envelope(ZSubscribeAnswer) },
    },
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

  app.get('/v1/badge', {
    schema: {
      tags: ['subscription'],
      summary: "The caller's subscriber badge for a channel (visitors: not subscribed)",
      querystring: ZBadgeQuery,
      response: { 200: envelope(ZSubscriberBadge) },
    },
    handler: async (request) =>
      ok(await subscriptions.badge(await sessions.viewer(request.ctx), request.query.channelId)),
  });
}
