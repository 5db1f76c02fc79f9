import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { channels, galleryItems, galleryLikes, galleryPurchases } from '#api/db/schema/index';
import { adultAllowedSql } from '#api/modules/access';
import type { Tx } from '#api/modules/hearts';
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
  membersOnly: boolean;
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
  members_only: boolean;
  open_dt: string | Date;
  like_count: number;
  cursor: string;
}

const likeCount = sql<number>`(select count(*)::int from gallery_likes l where l.item_id = ${galleryItems.id})`;

/** The gallery item a statement reads: the alias `g` of raw SQL, or the drizzle table. */
const ALIASED = { status: sql.raw('g.status'), id: sql.raw('g.id') };
const TABLE = { status: sql`${galleryItems.status}`, id: sql`${galleryItems.id}` };

/**
 * Published, or deleted by the creator after this member bought it: a purchase stays the
 * buyer's (issue 37), while nobody else finds a deleted item.
 */
function shownOrBoughtSql(userId: number | null, item: { status: SQL; id: SQL } = ALIASED) {
  if (userId === null) return sql`${item.status} = 'published'`;
  return sql`(${item.status} = 'published' or (${item.status} = 'deleted' and exists (
    select 1 from gallery_purchases bought where bought.item_id = ${item.id} and bought.user_id = ${userId})))`;
}

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
        select g.id, g.title, g.preview_img, g.width, g.height, g.price, g.is_adult, g.members_only, g.open_dt,
               to_char(g.open_dt at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as cursor,
               (select count(*)::int from gallery_likes l where l.item_id = g.id) as like_count
          from gallery_items g
         where g.channel_id = ${channelId} and ${shownOrBoughtSql(query.viewer.userId)}
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
        membersOnly: row.members_only,
        openDt: new Date(row.open_dt),
        likeCount: row.like_count,
        cursor: row.cursor,
      }));
    },

    /**
     * A published item (or one the creator deleted after `userId` bought it) with the channel
     * facts the read rules need, or null.
     */
    async publishedItem(itemId: number, userId: number | null) {
      const [row] = await db
        .select({
          item: galleryItems,
          channel: { id: channels.id, isAdult: channels.isAdult, ownerUserId: channels.ownerUserId },
        })
        .from(galleryItems)
        .innerJoin(channels, eq(channels.id, galleryItems.channelId))
        .where(and(eq(galleryItems.id, itemId), shownOrBoughtSql(userId, TABLE)));
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
