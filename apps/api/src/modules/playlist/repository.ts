import { and, asc, eq, sql } from 'drizzle-orm';
import type { ReadDb } from '#api/db/replica/read-side';
import { channels, contents, playlists } from '#api/db/schema/index';
import { type Audience, audienceOf, viewerOfAudience } from '#api/modules/access/visibility';
import { adultAllowedSql } from '#api/modules/access/visibility-sql';
import type { Viewer } from '#api/modules/viewer';

export function createPlaylistRepository(db: ReadDb) {
  // Hot paths (playlist pages, unlocks) run named prepared statements: built once, planned once
  // per connection. The episode list has one statement per audience (the 19+ rule is SQL).
  // `countsAfter`: the snapshot the page's later reads see at least (member-facts.ts).
  const playlistById = db
    .select({ playlist: playlists, channel: channels, countsAfter: sql<string>`pg_current_snapshot()::text` })
    .from(playlists)
    .innerJoin(channels, eq(channels.id, playlists.channelId))
    .where(and(eq(playlists.id, sql.placeholder('id')), eq(playlists.status, 'published')))
    .prepare('playlist_published_by_id');
  /** The published episodes a viewer of `audience` may see, in order; `among` ids only, when asked. */
  const episodesStatement = (audience: Audience, among: boolean) =>
    db
      .select()
      .from(contents)
      .where(
        and(
          eq(contents.playlistId, sql.placeholder('playlistId')),
          eq(contents.status, 'published'),
          among ? sql`${contents.id} = any(${sql.placeholder('ids')})` : undefined,
          adultAllowedSql(viewerOfAudience(audience), contents),
        ),
      )
      .orderBy(asc(contents.episodeNo), asc(contents.id))
      .prepare(`playlist_episodes_${among ? 'among_' : ''}${audience}`);
  const episodes = {
    adult: episodesStatement('adult', false),
    everyone: episodesStatement('everyone', false),
  };
  const episodesAmong = {
    adult: episodesStatement('adult', true),
    everyone: episodesStatement('everyone', true),
  };

  return {
    async publishedPlaylist(id: number) {
      const [row] = await playlistById.execute({ id });
      return row ?? null;
    },

    /** Published episodes in order; adult ones only for a viewer who may see them. */
    async publishedEpisodes(playlistId: number, viewer: Viewer) {
      return episodes[audienceOf(viewer)].execute({ playlistId });
    },

    async publishedEpisodesByIds(playlistId: number, ids: number[], viewer: Viewer) {
      if (ids.length === 0) return [];
      return episodesAmong[audienceOf(viewer)].execute({ playlistId, ids });
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
