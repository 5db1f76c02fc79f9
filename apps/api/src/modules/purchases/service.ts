import { purchaseDetails } from '@sogon/contract/messages/purchases';
import type {
  THeartBalance,
  TOwnership,
  TPurchaseAnswer,
  TValidation,
} from '@sogon/contract/schemas/purchases';
import { AppError } from '#api/http/app-error';
import { mayPlay, playReason } from '#api/modules/access/entitlement';
import type { Entitlements } from '#api/modules/access/entitlements';
import { requireVisiblePlaylist } from '#api/modules/access/visibility';
import { type Ledger, spendRow, withTotal } from '#api/modules/hearts/ledger';
import type { PlaylistRepository } from '#api/modules/playlist/repository';
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
}) {
  async function visiblePlaylist(playlistId: number, viewer: Viewer) {
    return requireVisiblePlaylist(viewer, await deps.playlists.publishedPlaylist(playlistId));
  }

  async function attempt(userId: number, viewer: Viewer, playlistId: number, wanted: Wanted, key?: string) {
    const { playlist, channel } = await visiblePlaylist(playlistId, viewer);
    // A bundle prices every locked episode; an episode purchase needs only the episodes asked for.
    const among = 'bundle' in wanted ? undefined : wanted.contentIds;
    const [episodes, held] = await Promise.all([
      among
        ? deps.playlists.publishedEpisodesByIds(playlistId, among, viewer)
        : deps.playlists.publishedEpisodes(playlistId, viewer),
      deps.entitlements.forPlaylist({ userId }, playlistId, channel, among),
    ]);
    const locked = episodes.filter((episode) => !mayPlay(playReason(episode, held)));
    const balanceNow = async () => withTotal(await deps.ledger.balance(userId));
    const owned = async (): Promise<TPurchaseAnswer> => ({
      playlistId,
      bundle: 'bundle' in wanted,
      contentIds: [],
      hearts: 0,
      alreadyOwned: true,
      balance: await balanceNow(),
    });

    let targets: typeof episodes;
    let hearts: number;
    if ('bundle' in wanted) {
      if (playlist.bundlePrice <= 0) {
        throw new AppError('ERROR_PRODUCT_NOT_EXIST', { detail: purchaseDetails.noBundle });
      }
      if (held.bundle) return owned();
      targets = locked;
      // Never more than the episodes still locked would cost one by one.
      hearts = Math.min(
        playlist.bundlePrice,
        locked.reduce((sum, episode) => sum + episode.price, 0),
      );
    } else {
      const byId = new Map(episodes.map((episode) => [episode.id, episode]));
      const unknown = wanted.contentIds.filter((id) => !byId.has(id));
      if (unknown.length > 0) throw new AppError('ERROR_CONTENT_NOT_EXIST');
      const lockedIds = new Set(locked.map((episode) => episode.id));
      targets = wanted.contentIds.filter((id) => lockedIds.has(id)).map((id) => byId.get(id)!);
      hearts = targets.reduce((sum, episode) => sum + episode.price, 0);
      if (targets.length === 0) return owned();
    }

    const ids = targets.map((episode) => episode.id).sort((a, b) => a - b);
    const idempotencyKey =
      key ?? ('bundle' in wanted ? `bundle:${playlistId}` : `episodes:${playlistId}:${ids.join(',')}`);
    const answer = (balance: THeartBalance): TPurchaseAnswer => ({
      playlistId,
      bundle: 'bundle' in wanted,
      contentIds: ids,
      hearts,
      alreadyOwned: false,
      balance,
    });
    const bought =
      'bundle' in wanted
        ? [{ contentId: null, hearts }]
        : targets.map((episode) => ({ contentId: episode.id, hearts: episode.price }));

    if (hearts === 0) {
      // Nothing to pay (locked episodes priced at zero): only the rows.
      const free = await deps.ledger.transaction(async (tx) => {
        const rows = bought.map((row) => ({ ...row, userId, playlistId, transactionId: null }));
        if (!(await deps.purchases.record(tx, rows))) throw new PurchaseRaceLost();
        return answer(withTotal(await deps.ledger.balance(userId, tx)));
      });
      metrics.unlocks.inc();
      return free;
    }
    // One statement: the spend and the rows it bought commit or roll back together.
    const outcome = await deps.purchases.buyWithHearts(
      spendRow({
        userId,
        kind: 'purchase',
        idempotencyKey,
        reference: `playlist:${playlistId}`,
        memo: playlist.title,
        hearts,
      }),
      playlistId,
      bought,
    );
    if (outcome === 'not_enough') throw new AppError('ERROR_HEART_NOT_ENOUGH');
    if (outcome === 'raced') throw new PurchaseRaceLost();
    // A retry of a purchase that went through: answer it as owned, charge nothing.
    if (!outcome.fresh) {
      return {
        playlistId,
        bundle: 'bundle' in wanted,
        contentIds: [],
        hearts: 0,
        alreadyOwned: true,
        balance: withTotal(outcome.balance),
      } satisfies TPurchaseAnswer;
    }
    metrics.unlocks.inc();
    metrics.heartsSpent.inc({ on: 'unlock' }, hearts);
    return answer(withTotal(outcome.balance));
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
      const lockedTotal = episodes
        .filter((candidate) => !mayPlay(playReason(candidate, held)))
        .reduce((sum, candidate) => sum + candidate.price, 0);
      return {
        playlistId,
        contentId,
        playable: mayPlay(reason),
        reason,
        price: episode.isFree ? 0 : episode.price,
        bundlePrice:
          playlist.bundlePrice > 0 && !held.bundle ? Math.min(playlist.bundlePrice, lockedTotal) : 0,
        balance: userId === null ? null : withTotal(await deps.ledger.balance(userId)),
      };
    },

    /** Adult playlists stay out of the list while the member may not see adult items (mode off). */
    library: (userId: number, viewer: Viewer, page: { offset: number; limit: number }) =>
      deps.purchases.library(userId, viewer, page),
  };
}

export type PurchaseService = ReturnType<typeof createPurchaseService>;
