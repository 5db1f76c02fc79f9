import { channelCommunityDetails as communityText } from '@sogon/contract/messages/channel-community';
import type {
  TGalleryCursorQuery,
  TGalleryItemCard,
  TGalleryItemDetail,
  TGalleryLikeAnswer,
  TGalleryPage,
  TGalleryPurchaseAnswer,
} from '@sogon/contract/schemas/gallery';
import type { THeartBalance } from '@sogon/contract/schemas/purchases';
import { AppError } from '#api/http/app-error';
import type { Entitlements } from '#api/modules/access';
import {
  type GalleryHolding,
  galleryAccess,
  isAdultGalleryItem,
  maySee,
  mayView,
  requireVisibleChannel,
  requireVisibleGalleryItem,
} from '#api/modules/access';
import type { ChannelRepository } from '#api/modules/channel';
import type { CommentTarget } from '#api/modules/comments';
import { type Ledger, withTotal } from '#api/modules/hearts';
import type { Viewer } from '#api/modules/viewer';
import * as metrics from '#api/observability/metrics';
import { galleryImageUrl } from './image-url.ts';
import type { GalleryCardRow, GalleryRepository } from './repository.ts';

/** Another request recorded the same purchase first; this one's charge rolls back. */
class PurchaseRaceLost extends Error {}

interface ChannelFacts {
  id: number;
  ownerUserId: number | null;
}

export function createGalleryService(deps: {
  gallery: GalleryRepository;
  channels: ChannelRepository;
  ledger: Ledger;
  entitlements: Entitlements;
}) {
  /** The channel if the viewer may see it (as its playlist list does); adult items are filtered later. */
  async function visibleChannel(id: number, viewer: Viewer) {
    return requireVisibleChannel(viewer, await deps.channels.channel(id));
  }

  /** A published item of that channel the viewer may see (or bought before it was deleted); anything else is absent. */
  async function visibleItem(channelId: number, itemId: number, viewer: Viewer) {
    const found = await deps.gallery.publishedItem(itemId, viewer.userId);
    if (found && found.item.channelId !== channelId) throw new AppError('ERROR_CONTENT_NOT_EXIST');
    return requireVisibleGalleryItem(viewer, found);
  }

  /** What the caller holds in the channel's gallery; purchases are looked up among `itemIds` only. */
  function holding(userId: number | null, channel: ChannelFacts, itemIds: number[]): Promise<GalleryHolding> {
    return deps.entitlements.forGallery({ userId }, channel, itemIds);
  }

  function card(row: GalleryCardRow, held: GalleryHolding): TGalleryItemCard {
    return {
      id: row.id,
      title: row.title,
      previewImg: row.previewImg,
      width: row.width,
      height: row.height,
      price: row.price,
      isAdult: row.isAdult,
      locked: !mayView(galleryAccess(row, held)),
      membersOnly: row.membersOnly,
      likeCount: row.likeCount,
      openDt: row.openDt.toISOString(),
    };
  }

  async function page(
    channel: ChannelFacts,
    query: TGalleryCursorQuery,
    viewer: Viewer,
    paidOnly: boolean,
  ): Promise<TGalleryPage> {
    // One row more than asked says whether a next page exists without another query.
    const rows = await deps.gallery.page(channel.id, {
      viewer,
      ascending: query.sort === 'old',
      limit: query.offset + 1,
      after:
        query.lastCursor !== undefined && query.lastId !== undefined
          ? { openDt: query.lastCursor, id: query.lastId }
          : null,
      paidOnly,
    });
    const shown = rows.slice(0, query.offset);
    const held = await holding(
      viewer.userId,
      channel,
      shown.map((row) => row.id),
    );
    const last = rows.length > query.offset ? shown[shown.length - 1] : undefined;
    return {
      items: shown.map((row) => card(row, held)),
      lastCursor: last?.cursor ?? null,
      lastId: last?.id ?? null,
    };
  }

  async function attempt(
    userId: number,
    viewer: Viewer,
    channelId: number,
    itemId: number,
    key: string | undefined,
  ): Promise<TGalleryPurchaseAnswer> {
    const { item, channel } = await visibleItem(channelId, itemId, viewer);
    const held = await holding(userId, channel, [item.id]);
    const answer = (hearts: number, balance: THeartBalance): TGalleryPurchaseAnswer => ({
      itemId,
      hearts,
      alreadyOwned: hearts === 0,
      free: item.price <= 0,
      imageUrl: galleryImageUrl(itemId),
      balance,
    });
    const access = galleryAccess(item, held);
    // Free, bought, the owner's or open through a subscription: nothing to buy, nothing spent.
    if (mayView(access)) return answer(0, withTotal(await deps.ledger.balance(userId)));
    // Members-only: hearts would not open it, so none are spent.
    if (access === 'members_only') {
      throw new AppError('ERROR_PERMISSION_DENIED', {
        detail: communityText.membersOnlyPurchase,
        reason: 'members_only',
      });
    }

    // Scoped to the item, so a client reusing its key for another item cannot skip that purchase.
    const idempotencyKey = key ? `gallery:${itemId}:client:${key}` : `gallery:${itemId}`;
    const bought = await deps.ledger.transaction(async (tx) => {
      const posted = await deps.ledger.spend(tx, {
        userId,
        kind: 'purchase',
        idempotencyKey,
        reference: `gallery:${itemId}`,
        memo: item.title,
        hearts: item.price,
      });
      // A retry of a purchase that went through: owned, charged nothing now.
      if (!posted.fresh) return answer(0, withTotal(posted.balance));
      const recorded = await deps.gallery.recordPurchase(tx, {
        userId,
        itemId,
        hearts: item.price,
        transactionId: posted.transactionId,
      });
      if (!recorded) throw new PurchaseRaceLost();
      return answer(item.price, withTotal(posted.balance));
    });
    if (bought.hearts > 0) metrics.heartsSpent.inc({ on: 'gallery' }, bought.hearts);
    return bought;
  }

  return {
    /** A keyset page of the channel's items, newest first by default; locked says what stays blurred. */
    async page(channelId: number, query: TGalleryCursorQuery, viewer: Viewer): Promise<TGalleryPage> {
      return page(await visibleChannel(channelId, viewer), query, viewer, false);
    },

    /**
     * The items the member sees thanks to a live subscription to the channel: every paid item
     * while subscribed, nothing otherwise (free items need no subscription).
     */
    async subscribedPage(
      userId: number,
      viewer: Viewer,
      channelId: number,
      query: TGalleryCursorQuery,
    ): Promise<TGalleryPage> {
      const channel = await visibleChannel(channelId, viewer);
      if (!(await deps.entitlements.subscribed(userId, channel.id)))
        return { items: [], lastCursor: null, lastId: null };
      return page(channel, query, viewer, true);
    },

    /**
     * A published item the viewer may see, as a comment target (locked items may be discussed,
     * members-only ones only by those who may see them).
     */
    async commentTarget(channelId: number, itemId: number, viewer: Viewer): Promise<CommentTarget> {
      const { item, channel } = await visibleItem(channelId, itemId, viewer);
      if (
        item.membersOnly &&
        galleryAccess(item, await holding(viewer.userId, channel, [item.id])) === 'members_only'
      ) {
        throw new AppError('ERROR_PERMISSION_DENIED', {
          detail: communityText.membersOnly,
          reason: 'members_only',
        });
      }
      return { type: 'gallery', id: item.id, channelId: channel.id, ownerUserId: channel.ownerUserId };
    },

    async detail(channelId: number, itemId: number, viewer: Viewer): Promise<TGalleryItemDetail> {
      const { item, channel } = await visibleItem(channelId, itemId, viewer);
      const [held, likes, balance] = await Promise.all([
        holding(viewer.userId, channel, [item.id]),
        deps.gallery.likes(viewer.userId, item.id),
        viewer.userId === null ? Promise.resolve(null) : deps.ledger.balance(viewer.userId),
      ]);
      const access = galleryAccess(item, held);
      return {
        ...card({ ...item, likeCount: likes.likeCount, cursor: '' }, held),
        channelId: item.channelId,
        // A members-only item keeps its words for members too, like a members-only post.
        description: access === 'members_only' ? '' : item.description,
        access,
        imageUrl: mayView(access) ? galleryImageUrl(item.id) : null,
        liked: likes.liked,
        balance: balance ? withTotal(balance) : null,
      };
    },

    /**
     * Buys an item with hearts: the spend and the purchase row commit together. A retry (same
     * Idempotency-Key, or simply the same item) and anything already visible spend nothing and
     * answer alreadyOwned.
     */
    async buy(
      userId: number,
      viewer: Viewer,
      channelId: number,
      itemId: number,
      key?: string,
    ): Promise<TGalleryPurchaseAnswer> {
      try {
        return await attempt(userId, viewer, channelId, itemId, key);
      } catch (error) {
        // Lost a race to a concurrent purchase of the same item: it is owned now, charged once.
        if (error instanceof PurchaseRaceLost) return attempt(userId, viewer, channelId, itemId, key);
        throw error;
      }
    },

    async toggleLike(
      userId: number,
      viewer: Viewer,
      channelId: number,
      itemId: number,
    ): Promise<TGalleryLikeAnswer> {
      const { item } = await visibleItem(channelId, itemId, viewer);
      return { itemId: item.id, ...(await deps.gallery.toggleLike(userId, item.id)) };
    },

    /** The private storage key of a full image the viewer may see; absent (404) otherwise, paid or not. */
    async viewableImageKey(itemId: number, viewer: Viewer): Promise<string> {
      const found = await deps.gallery.publishedItem(itemId, viewer.userId);
      // No 19+ notice for an image URL: absent, whatever the reason.
      if (!found || !maySee(viewer, isAdultGalleryItem(found))) throw new AppError('ERROR_CONTENT_NOT_EXIST');
      const held = await holding(viewer.userId, found.channel, [found.item.id]);
      if (!mayView(galleryAccess(found.item, held))) throw new AppError('ERROR_CONTENT_NOT_EXIST');
      return found.item.imageKey;
    },
  };
}

export type GalleryService = ReturnType<typeof createGalleryService>;
