import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client';
import { channels, contents, playlists } from '#api/db/schema/index';

export function createPlaylistRepository(db: Db) {
  return {
    async publishedPlaylist(id: number) {
      const [row] = await db
        .select({ playlist: playlists, channel: channels })
        .from(playlists)
        .innerJoin(channels, eq(channels.id, playlists.channelId))
        .where(and(eq(playlists.id, id), eq(playlists.status, 'published')));
      return row ?? null;
    },

    /** Published episodes in order; adult episodes only when `includeAdult` (a verified adult, mode on). */
    async publishedEpisodes(playlistId: number, options: { includeAdult: boolean }) {
      return db
        .select()
        .from(contents)
        .where(
          and(
            eq(contents.playlistId, playlistId),
            eq(contents.status, 'published'),
            options.includeAdult ? undefined : eq(contents.isAdult, false),
          ),
        )
        .orderBy(asc(contents.episodeNo), asc(contents.id));
    },

    async publishedEpisodesByIds(playlistId: number, ids: number[], options: { includeAdult: boolean }) {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(contents)
        .where(
          and(
            eq(contents.playlistId, playlistId),
            eq(contents.status, 'published'),
            inArray(contents.id, ids),
            options.includeAdult ? undefined : eq(contents.isAdult, false),
          ),
        );
    },

    async publishedEpisode(id: number) {
      const [row] = await db
        .select({ content: contents, playlist: playlists, channel: channels })
        .from(contents)
        .innerJoin(playlists, eq(playlists.id, contents.playlistId))
        .innerJoin(channels, eq(channels.id, playlists.channelId))
        .where(and(eq(contents.id, id), eq(contents.status, 'published'), eq(playlists.status, 'published')));
      return row ?? null;
    },
  };
}

export type PlaylistRepository = ReturnType<typeof createPlaylistRepository>;
