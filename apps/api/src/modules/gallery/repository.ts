import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { channels, galleryItems, galleryLikes, galleryPurchases } from '#api/db/schema/index';
import { adultAllowedSql } from '#api/modules/access/visibility-sql';
import type { Tx } from '#api/modules/hearts/ledger';
import type { Viewer } from '#api/modules/viewer';

/** A gallery item as lists show it, with its keyset cursor. */
export interface GalleryCardRow {
  id: number;
  title: string;
  previewImg: string;
  width: number;
  height: number;
  price: number;
  isAdult: boolean;
  openDt: Date;
  likeCount: number;
  /** open_dt in UTC to the microsecond: the keyset cursor. */
  cursor: string;
}

export interface GalleryPageQuery {
  viewer: Viewer;
  ascending: boolean;
  limit: number;
  after: { openDt: string; id: number } | null;
  /** Only items with a price (what a subscription opens). */
  paidOnly: boolean;
}

interface RawCardRow extends Record<string, unknown> {
  id: number;
  title: string;
  preview_img: string;
  width: number;
  height: number;
  price: number;
  is_adult: boolean;
  open_dt: string | Date;
  like_count: number;
  cursor: string;
}

const likeCount = sql<number>`(select count(*)::int from gallery_likes l where l.item_id = ${galleryItems.id})`;

export function createGalleryRepository(db: Db) {
  return {
    /**
     * One keyset page of a channel's published items on (open_dt, id): rows before the cursor
     * are never read, and items opened later cannot shift the pages after it.
     */
    async page(channelId: number, query: GalleryPageQuery): Promise<GalleryCardRow[]> {
      const order = query.ascending ? sql`g.open_dt asc, g.id asc` : sql`g.open_dt desc, g.id desc`;
      const after = query.after
        ? query.ascending
          ? sql`and (g.open_dt, g.id) > (${query.after.openDt}::timestamptz, ${query.after.id})`
          : sql`and (g.open_dt, g.id) < (${query.after.openDt}::timestamptz, ${query.after.id})`
        : sql``;
      const result = await db.execute<RawCardRow>(sql`
        select g.id, g.title, g.preview_img, g.width, g.height, g.price, g.is_adult, g.open_dt,
               to_char(g.open_dt at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor,
               (select count(*)::int from gallery_likes l where l.item_id = g.id) as like_count
          from gallery_items g
         where g.channel_id = ${channelId} and g.status = 'published'
           and ${adultAllowedSql(query.viewer, 'g')}
           ${query.paidOnly ? sql`and g.price > 0` : sql``}
           ${after}
         order by ${order}
         limit ${query.limit}`);
      return result.rows.map((row) => ({
        id: row.id,
        title: row.title,
        previewImg: row.preview_img,
        width: row.width,
        height: row.height,
        price: row.price,
        isAdult: row.is_adult,
        openDt: new Date(row.open_dt),
        likeCount: row.like_count,
        cursor: row.cursor,
      }));
    },

    /** A published item with the channel facts the read rules need, or null. */
    async publishedItem(itemId: number) {
      const [row] = await db
        .select({
          item: galleryItems,
          channel: { id: channels.id, isAdult: channels.isAdult, ownerUserId: channels.ownerUserId },
        })
        .from(galleryItems)
        .innerJoin(channels, eq(channels.id, galleryItems.channelId))
        .where(and(eq(galleryItems.id, itemId), eq(galleryItems.status, 'published')));
      return row ?? null;
    },

    /** Which of `itemIds` the member bought. */
    async purchasedAmong(userId: number, itemIds: number[]): Promise<number[]> {
      if (itemIds.length === 0) return [];
      const rows = await db
        .select({ itemId: galleryPurchases.itemId })
        .from(galleryPurchases)
        .where(and(eq(galleryPurchases.userId, userId), inArray(galleryPurchases.itemId, itemIds)));
      return rows.map((row) => row.itemId);
    },

    /** Records a purchase in the caller's transaction; false when the member owned it already. */
    async recordPurchase(
      tx: Tx,
      row: { userId: number; itemId: number; hearts: number; transactionId: number },
    ): Promise<boolean> {
      const inserted = await tx
        .insert(galleryPurchases)
        .values(row)
        .onConflictDoNothing()
        .returning({ itemId: galleryPurchases.itemId });
      return inserted.length > 0;
    },

    async likes(userId: number | null, itemId: number): Promise<{ liked: boolean; likeCount: number }> {
      const [row] = await db
        .select({
          likeCount,
          liked:
            userId === null
              ? sql<boolean>`false`
              : sql<boolean>`exists (select 1 from gallery_likes l where l.item_id = ${galleryItems.id} and l.user_id = ${userId})`,
        })
        .from(galleryItems)
        .where(eq(galleryItems.id, itemId));
      return { liked: Boolean(row?.liked), likeCount: row?.likeCount ?? 0 };
    },

    /** Likes the item, or takes the like back when there is one; answers the new state. */
    async toggleLike(userId: number, itemId: number): Promise<{ liked: boolean; likeCount: number }> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(galleryLikes)
          .where(and(eq(galleryLikes.userId, userId), eq(galleryLikes.itemId, itemId)))
          .returning({ itemId: galleryLikes.itemId });
        if (removed.length === 0) {
          await tx.insert(galleryLikes).values({ userId, itemId }).onConflictDoNothing();
        }
        const [row] = await tx.select({ likeCount }).from(galleryItems).where(eq(galleryItems.id, itemId));
        return { liked: removed.length === 0, likeCount: row?.likeCount ?? 0 };
      });
    },
  };
}

export type GalleryRepository = ReturnType<typeof createGalleryRepository>;
