import { z } from 'zod';
import {
  ZBadgeQuery,
  ZChangeTierBody,
  ZChannelParams,
  ZChannelSubscribeBody,
  ZChannelSubscribeStatusBody,
  ZChannelSubscription,
  ZStudioTier,
  ZStudioTierBody,
  ZStudioTierChannel,
  ZStudioTierCreateBody,
  ZStudioTierParams,
  ZStudioTierSaleBody,
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
    summary: "The channel's tiers on sale, in the creator's order, with price and benefits (visitors too)",
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
  changeTier: {
    summary: "Moves the member's live subscription to channel {id} to another tier on sale",
    description:
      'A dearer tier (upgrade) applies now and charges the difference of the monthly prices once; a cheaper ' +
      'one (downgrade) waits for the renewal, which moves to it and charges its price; the tier held ' +
      'clears a pending downgrade; the same price moves now free of charge.',
    params: ZChannelParams,
    body: ZChangeTierBody,
    answer: ZSubscribeAnswer,
  },
  badge: {
    summary: "The caller's subscriber badge for a channel (visitors: not subscribed)",
    query: ZBadgeQuery,
    answer: ZSubscriberBadge,
  },
  studioTiers: {
    summary: 'The tiers of every channel the caller owns, newest version of each, on sale or not',
    tags: ['studio'],
    answer: z.array(ZStudioTierChannel),
  },
  createTier: {
    summary: 'Adds a tier on sale to one of the channels the caller owns',
    tags: ['studio'],
    body: ZStudioTierCreateBody,
    answer: ZStudioTier,
  },
  editTier: {
    summary: 'Edits a tier: writes a new version (the old one leaves sale); subscribers keep their version',
    tags: ['studio'],
    params: ZStudioTierParams,
    body: ZStudioTierBody,
    answer: ZStudioTier,
  },
  setTierSale: {
    summary: 'Stops or resumes selling a tier; its subscribers keep it until they change tier or it ends',
    tags: ['studio'],
    params: ZStudioTierParams,
    body: ZStudioTierSaleBody,
    answer: ZStudioTier,
  },
});
