import { z } from 'zod';
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
} from '../schemas/subscriptions.ts';
import { defineRoutes } from './define.ts';
import { subscriptionsEndpoints } from './subscriptions.endpoints.ts';

const description =
  'status 1 subscribes (the first month is charged at once) or turns auto-renew back on (no charge); ' +
  'status 0 stops auto-renew, access lasting until the paid period ends. ' +
  'An Idempotency-Key header makes a retried subscribe charge once.';

export const subscriptionsRoutes = defineRoutes('subscription', subscriptionsEndpoints, {
  products: {
    summary: "The channel's monthly subscription product (visitors too)",
    params: ZChannelParams,
    answer: z.array(ZSubscriptionProduct),
  },
  list: {
    summary: "The member's live channel subscriptions, newest first (offset = page size)",
    query: ZSubscriptionListQuery,
    answer: ZSubscriptionList,
  },
  mine: {
    summary: "The member's subscription to channel {id}: the live one, else the latest ended one, else null",
    params: ZChannelParams,
    answer: ZChannelSubscription.nullable(),
  },
  setStatus: {
    summary: 'Subscribes to a channel with hearts, or cancels auto-renew (spec payload {channelId, status})',
    description,
    body: ZChannelSubscribeBody,
    answer: ZSubscribeAnswer,
  },
  setChannelStatus: {
    summary: 'The same as PUT /v1/user/channelSubscribe with the channel in the path',
    description,
    params: ZChannelParams,
    body: ZChannelSubscribeStatusBody,
    answer: ZSubscribeAnswer,
  },
  badge: {
    summary: "The caller's subscriber badge for a channel (visitors: not subscribed)",
    query: ZBadgeQuery,
    answer: ZSubscriberBadge,
  },
});
