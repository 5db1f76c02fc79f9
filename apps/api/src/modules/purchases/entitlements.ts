import type { PlayReason } from '@sogon/contract/schemas/purchases';
import type { PurchaseRepository } from './repository.ts';

/** What a member holds for one playlist. */
export interface Entitlement {
  member: boolean;
  bundle: boolean;
  contentIds: ReadonlySet<number>;
  subscribed: boolean;
}

export const VISITOR: Entitlement = {
  member: false,
  bundle: false,
  contentIds: new Set(),
  subscribed: false,
};

/** Channels whose paid episodes a member's live subscription opens (the subscriptions module answers). */
export type SubscribedChannels = (userId: number, at: Date) => Promise<number[]>;

export function createEntitlements(deps: {
  purchases: PurchaseRepository;
  subscribedChannels?: SubscribedChannels;
}) {
  return {
    /** What the member holds in a playlist; with `among`, only those episodes are looked up. */
    async forPlaylist(
      userId: number | null,
      playlistId: number,
      channelId: number,
      among?: number[],
    ): Promise<Entitlement> {
      if (userId === null) return VISITOR;
      const [owned, channelIds] = await Promise.all([
        deps.purchases.owned(userId, playlistId, among),
        deps.subscribedChannels ? deps.subscribedChannels(userId, new Date()) : Promise.resolve([]),
      ]);
      return {
        member: true,
        bundle: owned.bundle,
        contentIds: new Set(owned.contentIds),
        subscribed: channelIds.includes(channelId),
      };
    },
  };
}

export type Entitlements = ReturnType<typeof createEntitlements>;

/** The one rule for playing an episode; every list, detail, validation and media path asks it. */
export function playReason(episode: { id: number; isFree: boolean }, held: Entitlement): PlayReason {
  if (episode.isFree) return 'free';
  if (held.bundle) return 'bundle';
  if (held.contentIds.has(episode.id)) return 'purchased';
  if (held.subscribed) return 'subscription';
  return held.member ? 'not_purchased' : 'login_required';
}

export function mayPlay(reason: PlayReason): boolean {
  return reason === 'free' || reason === 'bundle' || reason === 'purchased' || reason === 'subscription';
}
