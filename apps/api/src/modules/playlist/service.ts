import type { TPlaylistDetail } from '@sogon/contract/schemas/catalog';
import { AppError } from '#api/http/app-error';
import type { Viewer } from '#api/modules/viewer';
import type { PlaylistRepository } from './repository.ts';

type EpisodeRow = Awaited<ReturnType<PlaylistRepository['publishedEpisodes']>>[number];

/**
 * Who may play an episode today: free episodes of visible playlists. Purchases, subscriptions
 * and the free preview window extend this in the hearts and media issues.
 */
function mayPlay(episode: Pick<EpisodeRow, 'isFree'>): boolean {
  return episode.isFree;
}

export function createPlaylistService(deps: { playlists: PlaylistRepository }) {
  return {
    async detail(id: number, viewer: Viewer): Promise<TPlaylistDetail> {
      const found = await deps.playlists.publishedPlaylist(id);
      const hidden = found && (found.playlist.isAdult || found.channel.isAdult) && !viewer.canSeeAdult;
      if (!found || hidden) throw new AppError('ERROR_CONTENT_NOT_EXIST');
      const { playlist, channel } = found;
      const episodes = await deps.playlists.publishedEpisodes(id);
      return {
        id: playlist.id,
        title: playlist.title,
        description: playlist.description,
        coverImg: playlist.coverImg,
        mediaType: playlist.mediaType,
        isFree: playlist.isFree,
        price: playlist.price,
        bundlePrice: playlist.bundlePrice,
        isAdult: playlist.isAdult,
        episodeCount: episodes.length,
        tags: playlist.tags,
        channel: { id: channel.id, name: channel.name, profileImg: channel.profileImg },
        openDt: playlist.openDt.toISOString(),
        episodes: episodes.map((episode) => ({
          id: episode.id,
          episodeNo: episode.episodeNo,
          title: episode.title,
          description: episode.description,
          mediaType: episode.mediaType,
          durationSec: episode.durationSec,
          isFree: episode.isFree,
          price: episode.price,
          openDt: episode.openDt.toISOString(),
          mediaUrl: mayPlay(episode) ? `/media/episodes/${episode.id}` : null,
        })),
      };
    },

    /** The stored media key of an episode the viewer may play; 403 for paid, 404 for hidden. */
    async playableMediaKey(contentId: number, viewer: Viewer): Promise<string> {
      const found = await deps.playlists.publishedEpisode(contentId);
      const adult = found && (found.content.isAdult || found.playlist.isAdult || found.channel.isAdult);
      if (!found || (adult && !viewer.canSeeAdult) || !found.content.mediaKey) {
        throw new AppError('ERROR_CONTENT_NOT_EXIST');
      }
      if (!mayPlay(found.content)) throw new AppError('ERROR_CONTENT_NOT_PURCHASED');
      return found.content.mediaKey;
    },
  };
}

export type PlaylistService = ReturnType<typeof createPlaylistService>;
