import { AppError } from '#api/http/app-error';
import { requireVisibleEpisode } from '#api/modules/access';
import type { PlaylistRepository } from '#api/modules/playlist';
import type { Viewer } from '#api/modules/viewer';
import type { CommentTarget } from './repository.ts';

/**
 * Resolves an episode as a comment target: published, of that playlist, and visible to the
 * caller (19+ only to verified adults with adult mode on). Locked episodes may be discussed.
 */
export function createEpisodeTargets(playlists: PlaylistRepository) {
  return {
    async target(playlistId: number, contentId: number, viewer: Viewer): Promise<CommentTarget> {
      const found = await playlists.publishedEpisode(contentId, viewer);
      if (found && found.playlist.id !== playlistId) throw new AppError('ERROR_CONTENT_NOT_EXIST');
      const { channel } = requireVisibleEpisode(viewer, found);
      return {
        type: 'content',
        id: contentId,
        channelId: channel.id,
        ownerUserId: channel.ownerUserId,
      };
    },
  };
}

export type EpisodeTargets = ReturnType<typeof createEpisodeTargets>;
