import { seriesPrice } from '@sogon/contract/commerce/series-price';
import { purchaseDetails } from '@sogon/contract/messages/purchases';
import type { TOwnership, TPurchaseAnswer, TValidation } from '@sogon/contract/schemas/purchases';
import { AppError } from '#api/http/app-error';
import type { Entitlements } from '#api/modules/access';
import { adultOnly, mayPlay, playReason, requireVisiblePlaylist } from '#api/modules/access';
import { type Balance, type Ledger, withTotal } from '#api/modules/hearts';
import type { PlaylistRepository } from '#api/modules/playlist';
import type { Viewer } from '#api/modules/viewer';
import * as metrics from '#api/observability/metrics';
import type { PurchaseRepository } from './repository.ts';

type Wanted = { bundle: true } | { contentIds: number[] };

/** Another request recorded the same ownership first; this one's charge rolls back. */
class PurchaseRaceLost extends Error {}
const MAX_RACE_RETRIES = 8;

export function createPurchaseService(deps: {
  playlists: PlaylistRepository;
  purchases: PurchaseRepository;
  entitlements: Entitlements;
  ledger: Ledger;
  /** The clock a live subscription is read against. */
  now?: () => Date;
  /** Hearts the member paid renting each episode (own after rent costs that much less, ADR 066). */
  rentalCredit?: (userId: number, contentIds: number[]) => Promise<Map<number, number>>;
}) {
  const now = deps.now ?? (() => new Date());
  async function visiblePlaylist(playlistId: number, viewer: Viewer) {
    return requireVisiblePlaylist(viewer, await deps.playlists.publishedPlaylist(playlistId));
  }

  async function attempt(userId: number, viewer: Viewer, playlistId: number, wanted: Wanted, key?: string) {
    const bundle = 'bundle' in wanted;
    // One round trip: the reads, the decision, the spend and the rows (purchases/repository.ts).
    const unlocked = await deps.purchases.unlock({
      userId,
      playlistId,
      contentIds: bundle ? undefined : wanted.contentIds,
      viewer,
      at: now(),
      idempotencyKey: key,
    });
    const alreadyOwned = (balance: Balance): TPurchaseAnswer => ({
      playlistId,
      bundle,
      contentIds: [],
      hearts: 0,
      alreadyOwned: true,
      balance: withTotal(balance),
    });
    switch (unlocked.outcome) {
      case 'missing':
      case 'unknown':
        throw new AppError('ERROR_CONTENT_NOT_EXIST');
      case 'adult':
        throw adultOnly();
      case 'no_bundle':
        throw new AppError('ERROR_PRODUCT_NOT_EXIST', { detail: purchaseDetails.noBundle });
      case 'not_enough':
        throw new AppError('ERROR_HEART_NOT_ENOUGH');
      case 'raced':
        throw new PurchaseRaceLost();
      case 'owned':
        return alreadyOwned(unlocked.balance);
    }
    // A retry of a purchase that went through: answer it as owned, charge nothing.
    if (!unlocked.fresh) return alreadyOwned(unlocked.balance);
    metrics.unlocks.inc();
    if (unlocked.hearts > 0) metrics.heartsSpent.inc({ on: 'unlock' }, unlocked.hearts);
    return {
      playlistId,
      bundle,
      contentIds: unlocked.contentIds,
      hearts: unlocked.hearts,
      alreadyOwned: false,
      balance: withTotal(unlocked.balance),
    } satisfies TPurchaseAnswer;
  }

  return {
    /**
     * Unlocks episodes or the whole playlist with hearts, all or nothing. A retry with the same
     * key, or a purchase of what is owned already, spends nothing and answers alreadyOwned.
     */
    async buy(userId: number, viewer: Viewer, playlistId: number, wanted: Wanted, key?: string) {
      // Lost a race to a concurrent purchase of one of the episodes: it is owned now, charged
      // once, and this purchase tries again for what is still locked. Each lost race means
      // another purchase went through, so overlapping purchases settle in a few tries.
      for (let tries = 1; ; tries += 1) {
        try {
          return await attempt(userId, viewer, playlistId, wanted, key);
        } catch (error) {
          if (!(error instanceof PurchaseRaceLost) || tries >= MAX_RACE_RETRIES) throw error;
        }
      }
    },

    async ownership(userId: number, viewer: Viewer, playlistId: number): Promise<TOwnership> {
      const { channel } = await visiblePlaylist(playlistId, viewer);
      const held = await deps.entitlements.forPlaylist({ userId }, playlistId, channel);
      return {
        playlistId,
        bundle: held.bundle,
        contentIds: [...held.contentIds].sort((a, b) => a - b),
        subscribed: held.subscribed,
      };
    },

    /** May the caller play this episode, and what would unlocking it cost. */
    async validation(
      userId: number | null,
      viewer: Viewer,
      playlistId: number,
      contentId: number,
    ): Promise<TValidation> {
      const { playlist, channel } = await visiblePlaylist(playlistId, viewer);
      const [episodes, held] = await Promise.all([
        deps.playlists.publishedEpisodes(playlistId, viewer),
        deps.entitlements.forPlaylist({ userId }, playlistId, channel),
      ]);
      const episode = episodes.find((candidate) => candidate.id === contentId);
      if (!episode) throw new AppError('ERROR_CONTENT_NOT_EXIST');
      const reason = playReason(episode, held);
      // A rented episode plays but is still to be owned: the bundle counts it as locked.
      const owning = { ...held, rentedUntil: undefined };
      const lockedTotal = episodes
        .filter((candidate) => !mayPlay(playReason(candidate, owning)))
        .reduce((sum, candidate) => sum + candidate.price, 0);
      const credit =
        userId === null || episode.isFree || !deps.rentalCredit
          ? 0
          : ((await deps.rentalCredit(userId, [episode.id])).get(episode.id) ?? 0);
      const price = episode.isFree ? 0 : episode.price;
      const rentedUntil = reason === 'rental' ? (held.rentedUntil?.get(episode.id) ?? null) : null;
      return {
        playlistId,
        contentId,
        playable: mayPlay(reason),
        reason,
        price: Math.max(0, price - credit),
        bundlePrice:
          playlist.bundlePrice > 0 && !held.bundle
            ? seriesPrice(
                playlist.bundlePrice,
                lockedTotal,
                episodes
                  .filter((candidate) => !candidate.isFree)
                  .reduce((sum, candidate) => sum + candidate.price, 0),
              )
            : 0,
        balance: userId === null ? null : withTotal(await deps.ledger.balance(userId)),
        rentalPrice: episode.isFree ? 0 : episode.rentalPrice,
        rentalHours: playlist.rentalHours,
        rentedUntil: rentedUntil ? rentedUntil.toISOString() : null,
        rentalCredit: Math.min(price, credit),
      };
    },

    /** Adult playlists stay out of the list while the member may not see adult items (mode off). */
    library: (userId: number, viewer: Viewer, page: { offset: number; limit: number }) =>
      deps.purchases.library(userId, viewer, page),
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
