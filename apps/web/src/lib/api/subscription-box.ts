import type { TChannelSubscription, TSubscriptionProduct } from '@sogon/contract/schemas/subscriptions';
import { cookies } from 'next/headers';
import { cache } from 'react';
import { serverApi } from './server.ts';

/** What a channel's subscription box shows, read on the server so the page comes with it. */
export interface SubscriptionBox {
  /** The channel's first tier on sale; null when it sells none (the box is not shown). */
  product: TSubscriptionProduct | null;
  /** Every tier on sale, in the creator's order (issue 37). */
  products: TSubscriptionProduct[];
  /** The member's latest subscription to the channel; null for a visitor or when there is none. */
  subscription: TChannelSubscription | null;
}

/** No box: the channel's owner is offered their studio instead, or the channel sells nothing. */
export const NO_SUBSCRIPTION_BOX: SubscriptionBox = { product: null, products: [], subscription: null };

/**
 * The box of one channel, once per request. Both reads are extras of the page: a failure shows
 * no box rather than failing the page (the browser asks for the member's subscription again).
 */
export const loadSubscriptionBox = cache(async (channelId: number): Promise<SubscriptionBox> => {
  const api = await serverApi();
  const products = await api.subscriptions.products({ id: channelId }).catch(() => []);
  const product = products[0] ?? null;
  const member = (await cookies()).has('token');
  const subscription =
    product && member ? await api.subscriptions.mine({ id: channelId }).catch(() => null) : null;
  return { product, products, subscription };
});
