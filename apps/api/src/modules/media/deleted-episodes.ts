import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { channels, contentMedia, contents, playlists } from '#api/db/schema/index';
import {
  type DeletedHolding,
  goneEpisodeSql,
  liveRentalEndSql,
  subscribedHoldsSql,
} from '#api/modules/access';

/**
 * The reads behind gone episodes' playback (access/deleted.ts: deleted episodes, and episodes of
 * archived playlists): the episode in the shape the media repository loads a published one, and
 * what a member holds of it. Always the primary:
 * a purchase must count the moment it is made.
 */
export function createDeletedEpisodes(db: Db) {
  return {
    async deletedEpisode(contentId: number) {
      const [row] = await db
        .select({ content: contents, playlist: playlists, channel: channels, media: contentMedia })
        .from(contents)
        .innerJoin(playlists, eq(playlists.id, contents.playlistId))
        .innerJoin(channels, eq(channels.id, playlists.channelId))
        .leftJoin(contentMedia, eq(contentMedia.contentId, contents.id))
        .where(and(eq(contents.id, contentId), goneEpisodeSql('contents', 'playlists')));
      return row ?? null;
    },

    /**
     * Bought (the episode, or its playlist's bundle), the end of a rental live at `at`, and (an
     * archived playlist's episode) a live subscription with paid episodes.
     */
    async holding(userId: number, contentId: number, at: Date): Promise<DeletedHolding> {
      const result = await db.execute<{
        purchased: boolean;
        rented_until: Date | string | null;
        subscribed: boolean;
      }>(sql`
        select exists (select 1 from purchases pu
                        where pu.user_id = ${userId} and pu.playlist_id = c.playlist_id
                          and (pu.content_id = c.id or pu.content_id is null)) as purchased,
               ${liveRentalEndSql(userId, at, 'c')} as rented_until,
               ${subscribedHoldsSql(userId, at, 'c')} as subscribed
          from contents c where c.id = ${contentId}`);
      const row = result.rows[0];
      if (!row) return { purchased: false, rentedUntil: null };
      return {
        purchased: row.purchased,
        rentedUntil: row.rented_until === null ? null : new Date(row.rented_until),
        subscribed: row.subscribed,
      };
    },
  };
}
