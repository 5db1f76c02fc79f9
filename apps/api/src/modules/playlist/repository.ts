import { and, asc, eq, sql } from 'drizzle-orm';
import type { ReadDb } from '#api/db/replica/read-side';
import { channels, contents, playlists } from '#api/db/schema/index';
import {
  type Audience,
  adultAllowedSql,
  audienceOf,
  episodeOpenForSql,
  scheduledEpisodeSql,
  viewerOfAudience,
} from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';

/** `now`: the clock the schedules are read at (ADR 066; the app's `settings.clock`). */
export function createPlaylistRepository(db: ReadDb, now: () => Date = () => new Date()) {
  // Hot paths (playlist pages, unlocks) run named prepared statements: built once, planned once
  // per connection. The episode list has one statement per audience (the 19+ rule is SQL).
  // `countsAfter`: the snapshot the page's later reads see at least (member-facts.ts).
  const playlistById = db
    .select({ playlist: playlists, channel: channels, countsAfter: sql<string>`pg_current_snapshot()::text` })
    .from(playlists)
    .innerJoin(channels, eq(channels.id, playlists.channelId))
    .where(and(eq(playlists.id, sql.placeholder('id')), eq(playlists.status, 'published')))
    .prepare('playlist_published_by_id');
  /**
   * The published episodes a viewer of `audience` may see, in order; `among` ids only, when
   * asked. Open at `at`, or early (선공개) for the member `userId` (null: a visitor).
   */
  const episodesStatement = (audience: Audience, among: boolean) =>
    db
      .select()
      .from(contents)
      .where(
        and(
          eq(contents.playlistId, sql.placeholder('playlistId')),
          episodeOpenForSql(sql.placeholder('userId'), sql.placeholder('at'), contents),
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

    /**
     * Open episodes in order (and, for a member, those early for them: 선공개); adult ones only
     * for a viewer who may see them.
     */
    async publishedEpisodes(playlistId: number, viewer: Viewer) {
      return episodes[audienceOf(viewer)].execute({
        playlistId,
        userId: viewer.userId,
        at: now().toISOString(),
      });
    },

    async publishedEpisodesByIds(playlistId: number, ids: number[], viewer: Viewer) {
      if (ids.length === 0) return [];
      return episodesAmong[audienceOf(viewer)].execute({
        playlistId,
        ids,
        userId: viewer.userId,
        at: now().toISOString(),
      });
    },

    /**
     * Whether the playlist has an episode still ahead of its open time with 선공개 to some tier
     * (a member's page may then differ from the visitors' beyond their own parts).
     */
    async hasEarlyEpisodes(playlistId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: contents.id })
        .from(contents)
        .where(
          and(
            eq(contents.playlistId, playlistId),
            scheduledEpisodeSql(now(), contents),
            sql`${contents.earlyDays} > 0 and cardinality(${contents.earlyTierIds}) > 0`,
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** A published episode of a published playlist, open at the clock's now to `viewer` (a visitor when left out). */
    async publishedEpisode(id: number, viewer: Pick<Viewer, 'userId'> = { userId: null }) {
      const [row] = await db
        .select({ content: contents, playlist: playlists, channel: channels })
        .from(contents)
        .innerJoin(playlists, eq(playlists.id, contents.playlistId))
        .innerJoin(channels, eq(channels.id, playlists.channelId))
        .where(
          and(
            eq(contents.id, id),
            episodeOpenForSql(viewer.userId, now(), contents),
            eq(playlists.status, 'published'),
          ),
        );
      return row ?? null;
    },
  };
}

export type PlaylistRepository = ReturnType<typeof createPlaylistRepository>;
