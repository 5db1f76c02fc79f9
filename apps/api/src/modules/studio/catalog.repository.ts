import type { TStudioChannel, TStudioPlaylistEpisode } from '@sogon/contract/schemas/studio-catalog';
import { STUDIO_CATEGORY_IDS } from '@sogon/contract/studio-catalog';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { isUniqueViolation } from '#api/db/errors';
import { channels, contents, playlistCategories, playlists, users } from '#api/db/schema/index';
import { isVerifiedAdult, ownedChannelSql } from '#api/modules/access';
import { applyFreeFirst, type Executor } from './free-first.ts';

type PlaylistRow = typeof playlists.$inferSelect;
type PlaylistValues = Partial<Omit<typeof playlists.$inferInsert, 'id' | 'channelId' | 'createdAt'>>;

export type StudioPlaylistRow = PlaylistRow & { channelName: string };

export type ChannelImageSlot = 'avatar' | 'banner';

const channelColumns = {
  id: channels.id,
  name: channels.name,
  handle: channels.handle,
  description: channels.description,
  links: channels.links,
  profileImg: channels.profileImg,
  bannerImg: channels.bannerImg,
  isAdult: channels.isAdult,
  status: channels.status,
};

/** What a playlist save changes besides the row's own columns. */
export interface PlaylistChange {
  values: PlaylistValues;
  /** Replaces the studio categories (editorial memberships set in the console stay). */
  categoryIds?: number[];
  /** Sets `values.price` on every episode that has a price (the paid ones, and those free by the first-N rule). */
  applyPriceToPaidEpisodes?: boolean;
  /**
   * Checked with the row locked: the kind may change only while the playlist has no episode.
   * Answers false (and changes nothing) when it may not.
   */
  mediaTypeChange?: boolean;
}

export type PlaylistSaveOutcome = 'saved' | 'notFound' | 'kindLocked';

/**
 * The studio's channel profile and playlist terms. Ownership is part of every statement (the
 * access module's ownedChannelSql): a row that is not the member's is not found.
 */
/** `waitFreeDefault`: the 기다무 terms a new playlist starts with (settings.waitFreeDefault). */
export function createStudioCatalogRepository(
  db: Db,
  options: { waitFreeDefault?: { hours: number; excludeNewest: number; rentalHours: number } } = {},
) {
  const terms = options.waitFreeDefault;
  const waitFreeDefault = terms
    ? {
        waitFreeHours: terms.hours,
        waitFreeExcludeNewest: terms.excludeNewest,
        waitFreeRentalHours: terms.rentalHours,
      }
    : {};
  const ownedBy = (userId: number) => ownedChannelSql(userId, channels);

  async function lockOwnedPlaylist(tx: Executor, userId: number, playlistId: number) {
    const [row] = await tx
      .select({ id: playlists.id, freeFirstN: playlists.freeFirstN })
      .from(playlists)
      .innerJoin(channels, eq(channels.id, playlists.channelId))
      .where(and(eq(playlists.id, playlistId), ownedBy(userId)))
      .for('update', { of: playlists });
    return row ?? null;
  }

  async function replaceStudioCategories(tx: Executor, playlistId: number, categoryIds: readonly number[]) {
    await tx
      .delete(playlistCategories)
      .where(
        and(
          eq(playlistCategories.playlistId, playlistId),
          inArray(playlistCategories.categoryId, [...STUDIO_CATEGORY_IDS]),
        ),
      );
    if (categoryIds.length > 0) {
      await tx
        .insert(playlistCategories)
        .values(categoryIds.map((categoryId, sort) => ({ playlistId, categoryId, sort })))
        .onConflictDoNothing();
    }
  }

  return {
    async ownedChannels(userId: number): Promise<TStudioChannel[]> {
      return db.select(channelColumns).from(channels).where(ownedBy(userId)).orderBy(asc(channels.id));
    },

    /**
     * Opens the member's channel: under the member's row lock (one at a time on every server),
     * refused as 'exists' when they already own one; 'handleTaken' when the handle's unique
     * index refused it.
     */
    async createChannel(
      userId: number,
      values: { name: string; handle: string | null },
    ): Promise<TStudioChannel | 'exists' | 'handleTaken'> {
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`select 1 from users where id = ${userId} for no key update`);
          const [owned] = await tx.select({ id: channels.id }).from(channels).where(ownedBy(userId)).limit(1);
          if (owned) return 'exists' as const;
          const [row] = await tx
            .insert(channels)
            .values({ ownerUserId: userId, name: values.name, handle: values.handle })
            .returning(channelColumns);
          return row!;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return 'handleTaken';
        throw error;
      }
    },

    /** The channel's owner, for the access rule (null: no such channel). */
    async channelOwner(channelId: number): Promise<{ ownerUserId: number | null } | null> {
      const [row] = await db
        .select({ ownerUserId: channels.ownerUserId })
        .from(channels)
        .where(eq(channels.id, channelId));
      return row ?? null;
    },

    async ownedChannel(userId: number, channelId: number): Promise<TStudioChannel | null> {
      const [row] = await db
        .select(channelColumns)
        .from(channels)
        .where(and(eq(channels.id, channelId), ownedBy(userId)));
      return row ?? null;
    },

    /**
     * Saves the profile fields; 'handleTaken' when the unique index (lower(handle)) refused the
     * handle, so two creators racing for one handle get one channel each way, never both.
     */
    async updateChannel(
      userId: number,
      channelId: number,
      values: Partial<Pick<typeof channels.$inferInsert, 'name' | 'handle' | 'description' | 'links'>>,
    ): Promise<TStudioChannel | 'handleTaken' | null> {
      if (Object.keys(values).length === 0) return this.ownedChannel(userId, channelId);
      try {
        const [row] = await db
          .update(channels)
          .set(values)
          .where(and(eq(channels.id, channelId), ownedBy(userId)))
          .returning(channelColumns);
        return row ?? null;
      } catch (error) {
        if (isUniqueViolation(error)) return 'handleTaken';
        throw error;
      }
    },

    /** Points the channel at a new picture; answers the address it replaced (null: not the member's). */
    async swapChannelImage(
      userId: number,
      channelId: number,
      slot: ChannelImageSlot,
      url: string,
    ): Promise<{ previous: string; channel: TStudioChannel } | null> {
      return db.transaction(async (tx) => {
        const column = slot === 'avatar' ? channels.profileImg : channels.bannerImg;
        const [before] = await tx
          .select({ previous: column })
          .from(channels)
          .where(and(eq(channels.id, channelId), ownedBy(userId)))
          .for('update');
        if (!before) return null;
        const [channel] = await tx
          .update(channels)
          .set(slot === 'avatar' ? { profileImg: url } : { bannerImg: url })
          .where(eq(channels.id, channelId))
          .returning(channelColumns);
        return { previous: before.previous, channel: channel! };
      });
    },

    /** Whether the member passed adult identity verification (PASS: is_auth with is_adult 1). */
    async verifiedAdult(userId: number): Promise<boolean> {
      const [row] = await db
        .select({ isAuth: users.isAuth, isAdult: users.isAdult })
        .from(users)
        .where(eq(users.id, userId));
      return row ? isVerifiedAdult(row) : false;
    },

    async ownedPlaylist(userId: number, playlistId: number): Promise<StudioPlaylistRow | null> {
      const [row] = await db
        .select({ playlist: playlists, channelName: channels.name })
        .from(playlists)
        .innerJoin(channels, eq(channels.id, playlists.channelId))
        .where(and(eq(playlists.id, playlistId), ownedBy(userId)));
      return row ? { ...row.playlist, channelName: row.channelName } : null;
    },

    async studioCategoryIds(playlistId: number): Promise<number[]> {
      const rows = await db
        .select({ id: playlistCategories.categoryId })
        .from(playlistCategories)
        .where(
          and(
            eq(playlistCategories.playlistId, playlistId),
            inArray(playlistCategories.categoryId, [...STUDIO_CATEGORY_IDS]),
          ),
        )
        .orderBy(asc(playlistCategories.sort), asc(playlistCategories.categoryId));
      return rows.map((row) => row.id);
    },

    /** Every episode but deleted ones, in order. */
    async episodes(playlistId: number): Promise<TStudioPlaylistEpisode[]> {
      const rows = await db
        .select({
          id: contents.id,
          episodeNo: contents.episodeNo,
          title: contents.title,
          status: contents.status,
          isFree: contents.isFree,
          price: contents.price,
          durationSec: contents.durationSec,
          openDt: contents.openDt,
        })
        .from(contents)
        .where(and(eq(contents.playlistId, playlistId), ne(contents.status, 'deleted')))
        .orderBy(asc(contents.episodeNo), asc(contents.id));
      return rows.map((row) => ({ ...row, openDt: row.openDt.toISOString() }));
    },

    /** A draft playlist in the member's channel; null when the channel is not theirs. */
    async insertPlaylist(
      userId: number,
      channelId: number,
      values: PlaylistValues & { title: string; mediaType: PlaylistRow['mediaType'] },
      categoryIds: readonly number[],
    ): Promise<number | null> {
      return db.transaction(async (tx) => {
        const [channel] = await tx
          .select({ id: channels.id })
          .from(channels)
          .where(and(eq(channels.id, channelId), ownedBy(userId)));
        if (!channel) return null;
        const [row] = await tx
          .insert(playlists)
          .values({ ...waitFreeDefault, ...values, channelId, status: 'draft' })
          .returning({ id: playlists.id });
        await replaceStudioCategories(tx, row!.id, categoryIds);
        return row!.id;
      });
    },

    /**
     * One save of a playlist, in one transaction with the row locked: its columns, its studio
     * categories, the price on its paid episodes when asked, and first N free applied again
     * when it is on or was just changed.
     */
    async savePlaylist(
      userId: number,
      playlistId: number,
      change: PlaylistChange,
    ): Promise<PlaylistSaveOutcome> {
      return db.transaction(async (tx) => {
        const locked = await lockOwnedPlaylist(tx, userId, playlistId);
        if (!locked) return 'notFound';
        if (change.mediaTypeChange) {
          const [episodes] = await tx
            .select({ n: sql<number>`count(*)::int` })
            .from(contents)
            .where(eq(contents.playlistId, playlistId));
          if ((episodes?.n ?? 0) > 0) return 'kindLocked';
        }
        await tx
          .update(playlists)
          .set({ ...change.values, updatedAt: new Date() })
          .where(eq(playlists.id, playlistId));
        if (change.categoryIds) await replaceStudioCategories(tx, playlistId, change.categoryIds);
        if (change.applyPriceToPaidEpisodes && change.values.price !== undefined && change.values.price > 0) {
          await tx
            .update(contents)
            .set({ price: change.values.price })
            .where(
              and(
                eq(contents.playlistId, playlistId),
                ne(contents.status, 'deleted'),
                sql`(not ${contents.isFree} or ${contents.price} > 0)`,
              ),
            );
        }
        const freeFirstN = change.values.freeFirstN ?? locked.freeFirstN;
        if (freeFirstN > 0 || freeFirstN !== locked.freeFirstN || change.applyPriceToPaidEpisodes) {
          await applyFreeFirst(tx, playlistId, freeFirstN);
        }
        return 'saved';
      });
    },

    /**
     * Numbers the episodes 1..n in the order given, in one transaction with the playlist row
     * locked (new episodes lock it too, so none is numbered meanwhile). The numbers move through
     * negatives first, so a unique index on (playlist_id, episode_no), if one is ever added,
     * never sees two rows with one number. Deleted episodes follow, in their old order.
     * 'mismatch' when the ids are not exactly the playlist's episodes (deleted ones aside).
     */
    async reorder(userId: number, playlistId: number, contentIds: readonly number[]) {
      return db.transaction(async (tx) => {
        const locked = await lockOwnedPlaylist(tx, userId, playlistId);
        if (!locked) return 'notFound' as const;
        const rows = await tx
          .select({ id: contents.id, status: contents.status })
          .from(contents)
          .where(eq(contents.playlistId, playlistId))
          .orderBy(asc(contents.episodeNo), asc(contents.id));
        const live = rows.filter((row) => row.status !== 'deleted').map((row) => row.id);
        const given = new Set(contentIds);
        if (
          given.size !== contentIds.length ||
          live.length !== contentIds.length ||
          live.some((id) => !given.has(id))
        ) {
          return 'mismatch' as const;
        }
        const order = [...contentIds, ...rows.filter((row) => row.status === 'deleted').map((row) => row.id)];
        if (order.length > 0) {
          const ids = sql.join(
            order.map((id) => sql`${id}::bigint`),
            sql`, `,
          );
          await tx.execute(sql`
            update contents c set episode_no = -o.n
              from unnest(array[${ids}]) with ordinality as o(id, n)
             where c.id = o.id and c.playlist_id = ${playlistId}`);
          await tx.execute(
            sql`update contents set episode_no = -episode_no where playlist_id = ${playlistId} and episode_no < 0`,
          );
        }
        if (locked.freeFirstN > 0) await applyFreeFirst(tx, playlistId, locked.freeFirstN);
        await tx.update(playlists).set({ updatedAt: new Date() }).where(eq(playlists.id, playlistId));
        return 'saved' as const;
      });
    },

    /** Points the playlist at a new cover; answers the address it replaced (null: not the member's). */
    async swapCover(userId: number, playlistId: number, url: string): Promise<{ previous: string } | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ previous: playlists.coverImg })
          .from(playlists)
          .innerJoin(channels, eq(channels.id, playlists.channelId))
          .where(and(eq(playlists.id, playlistId), ownedBy(userId)))
          .for('update', { of: playlists });
        if (!before) return null;
        await tx
          .update(playlists)
          .set({ coverImg: url, updatedAt: new Date() })
          .where(eq(playlists.id, playlistId));
        return { previous: before.previous };
      });
    },
  };
}

export type StudioCatalogRepository = ReturnType<typeof createStudioCatalogRepository>;
