import { and, desc, eq, inArray, isNull, max, or, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { channels, playlists, purchases } from '#api/db/schema/index';
import { adultAllowedSql } from '#api/modules/access/visibility-sql';
import type { Tx } from '#api/modules/hearts/ledger';
import type { Viewer } from '#api/modules/viewer';

export function createPurchaseRepository(db: Db) {
  return {
    /** Ownership in a playlist: the bundle and bought episodes (only those in `among`, when given). */
    async owned(userId: number, playlistId: number, among?: number[]) {
      const rows = await db
        .select({ contentId: purchases.contentId })
        .from(purchases)
        .where(
          and(
            eq(purchases.userId, userId),
            eq(purchases.playlistId, playlistId),
            among ? or(isNull(purchases.contentId), inArray(purchases.contentId, among)) : undefined,
          ),
        );
      return {
        bundle: rows.some((row) => row.contentId === null),
        contentIds: rows.flatMap((row) => (row.contentId === null ? [] : [row.contentId])),
      };
    },

    /** Records what a ledger transaction paid for; false when another request recorded it first. */
    async record(
      tx: Tx,
      rows: {
        userId: number;
        playlistId: number;
        contentId: number | null;
        hearts: number;
        transactionId: number | null;
      }[],
    ): Promise<boolean> {
      if (rows.length === 0) return true;
      const inserted = await tx
        .insert(purchases)
        .values(rows)
        .onConflictDoNothing()
        .returning({ id: purchases.id });
      return inserted.length === rows.length;
    },

    async bundleOwned(userId: number, playlistId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: purchases.id })
        .from(purchases)
        .where(
          and(
            eq(purchases.userId, userId),
            eq(purchases.playlistId, playlistId),
            isNull(purchases.contentId),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async ownedEpisodeIds(userId: number, contentIds: number[]): Promise<number[]> {
      if (contentIds.length === 0) return [];
      const rows = await db
        .select({ contentId: purchases.contentId })
        .from(purchases)
        .where(and(eq(purchases.userId, userId), inArray(purchases.contentId, contentIds)));
      return rows.flatMap((row) => (row.contentId === null ? [] : [row.contentId]));
    },

    /** The library's owned list: playlists the member bought into, most recent first. */
    async library(userId: number, viewer: Viewer, options: { offset: number; limit: number }) {
      return db
        .select({
          playlistId: playlists.id,
          title: playlists.title,
          coverImg: playlists.coverImg,
          channelName: channels.name,
          bundle: sql<boolean>`bool_or(${purchases.contentId} is null)`,
          episodeCount: sql<number>`count(${purchases.contentId})::int`,
          lastPurchasedAt: max(purchases.createdAt),
        })
        .from(purchases)
        .innerJoin(playlists, eq(playlists.id, purchases.playlistId))
        .innerJoin(channels, eq(channels.id, playlists.channelId))
        .where(and(eq(purchases.userId, userId), adultAllowedSql(viewer, playlists, channels)))
        .groupBy(playlists.id, channels.name)
        .orderBy(desc(max(purchases.createdAt)), desc(playlists.id))
        .offset(options.offset)
        .limit(options.limit);
    },
  };
}

export type PurchaseRepository = ReturnType<typeof createPurchaseRepository>;
