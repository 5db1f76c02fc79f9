import { and, desc, eq, inArray, isNull, max, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { isNotEnoughHearts, isUniqueViolation } from '#api/db/errors';
import { channels, playlists, purchases } from '#api/db/schema/index';
import { adultAllowedSql } from '#api/modules/access/visibility-sql';
import type { Tx } from '#api/modules/hearts/ledger';
import {
  type SpendResult,
  type SpendResultRow,
  type SpendRow,
  spendResult,
} from '#api/modules/hearts/ledger.repository';
import type { Viewer } from '#api/modules/viewer';

/**
 * A purchase paid with hearts as one statement: the spend (ledger_spend, migration 0033) and the
 * rows of what it bought. A row someone else recorded first is a unique violation, which rolls
 * the whole statement back (the spend too).
 */
const BUY_WITH_HEARTS = {
  name: 'purchase_buy_with_hearts',
  text: `with spent as materialized (select * from ledger_spend($1, 'purchase', $2, $3, $4, $5)),
bought as (
  insert into purchases (user_id, playlist_id, content_id, hearts, transaction_id)
  select $1, $6, bought.content_id, bought.hearts, spent.transaction_id
    from spent, unnest($7::bigint[], $8::int[]) as bought(content_id, hearts)
   where spent.fresh)
select * from spent`,
};

export type BuyOutcome = SpendResult | 'not_enough' | 'raced';

export function createPurchaseRepository(db: Db) {
  // What a member holds in a playlist is read on every playlist page and unlock: prepared.
  const ownedWhere = (among: SQL | undefined) =>
    db
      .select({ contentId: purchases.contentId })
      .from(purchases)
      .where(
        and(
          eq(purchases.userId, sql.placeholder('userId')),
          eq(purchases.playlistId, sql.placeholder('playlistId')),
          among,
        ),
      );
  const ownedAll = ownedWhere(undefined).prepare('purchases_owned_in_playlist');
  const ownedAmong = ownedWhere(
    or(isNull(purchases.contentId), sql`${purchases.contentId} = any(${sql.placeholder('among')})`),
  ).prepare('purchases_owned_among');

  return {
    /**
     * Spends the hearts and records what they bought, in one round trip. 'raced': another
     * request recorded one of the rows first and nothing moved; 'not_enough': nothing moved.
     */
    async buyWithHearts(
      spend: SpendRow,
      playlistId: number,
      rows: { contentId: number | null; hearts: number }[],
    ): Promise<BuyOutcome> {
      try {
        // A used key (a retry) moves nothing and records nothing: the row says so (fresh false).
        const result = await db.$client.query<SpendResultRow>({
          ...BUY_WITH_HEARTS,
          values: [
            spend.userId,
            spend.idempotencyKey,
            spend.reference,
            spend.memo,
            spend.hearts,
            playlistId,
            rows.map((row) => row.contentId),
            rows.map((row) => row.hearts),
          ],
        });
        return spendResult(result.rows[0]!);
      } catch (error) {
        if (isNotEnoughHearts(error)) return 'not_enough';
        if (isUniqueViolation(error)) return 'raced';
        throw error;
      }
    },

    /** Ownership in a playlist: the bundle and bought episodes (only those in `among`, when given). */
    async owned(userId: number, playlistId: number, among?: number[]) {
      const rows = among
        ? await ownedAmong.execute({ userId, playlistId, among })
        : await ownedAll.execute({ userId, playlistId });
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
