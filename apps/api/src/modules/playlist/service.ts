import { adultTexts } from '@sogon/contract/messages/purchases';
import type { TPlaylistDetail } from '@sogon/contract/schemas/catalog';
import { AppError } from '#api/http/app-error';
import { ownsChannel } from '#api/modules/channel/ownership';
import { type Entitlements, mayPlay, playReason } from '#api/modules/purchases/entitlements';
import type { Viewer } from '#api/modules/viewer';
import type { PlaylistRepository } from './repository.ts';

/** An adult item the caller may not see: 404 as if absent, with the reason the 19+ notice needs. */
export function adultOnly(): AppError {
  return new AppError('ERROR_CONTENT_NOT_EXIST', { reason: 'adult', detail: adultTexts.detail });
}

type EpisodeRow = Awaited<ReturnType<PlaylistRepository['publishedEpisodes']>>[number];

/** What members did with a playlist, its channel and its episodes (the social repository answers). */
export interface PlaylistReactions {
  preferState(
    userId: number | null,
    playlistId: number,
  ): Promise<{ preferred: boolean; preferCount: number }>;
  followState(
    userId: number | null,
    channelId: number,
  ): Promise<{ following: boolean; followerCount: number }>;
  episodeLikes(
    userId: number | null,
    contentIds: number[],
  ): Promise<Map<number, { likeCount: number; liked: boolean }>>;
}

export function createPlaylistService(deps: {
  playlists: PlaylistRepository;
  entitlements: Entitlements;
  reactions: PlaylistReactions;
}) {
  return {
    async detail(id: number, viewer: Viewer): Promise<TPlaylistDetail> {
      const found = await deps.playlists.publishedPlaylist(id);
      if (!found) throw new AppError('ERROR_CONTENT_NOT_EXIST');
      if ((found.playlist.isAdult || found.channel.isAdult) && !viewer.canSeeAdult) throw adultOnly();
      const { playlist, channel } = found;
      const [episodes, held, prefers, follows] = await Promise.all([
        deps.playlists.publishedEpisodes(id, { includeAdult: viewer.canSeeAdult }),
        deps.entitlements.forPlaylist(viewer.userId, playlist.id, channel.id),
        deps.reactions.preferState(viewer.userId, playlist.id),
        deps.reactions.followState(viewer.userId, channel.id),
      ]);
      const likes = await deps.reactions.episodeLikes(
        viewer.userId,
        episodes.map((episode) => episode.id),
      );
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
        channel: {
          id: channel.id,
          name: channel.name,
          profileImg: channel.profileImg,
          followerCount: follows.followerCount,
          following: follows.following,
          isOwner: ownsChannel(viewer, channel),
        },
        openDt: playlist.openDt.toISOString(),
        preferCount: prefers.preferCount,
        preferred: prefers.preferred,
        episodes: episodes.map((episode: EpisodeRow) => {
          const access = playReason(episode, held);
          return {
            id: episode.id,
            episodeNo: episode.episodeNo,
            title: episode.title,
            description: episode.description,
            mediaType: episode.mediaType,
            durationSec: episode.durationSec,
            isFree: episode.isFree,
            price: episode.price,
            openDt: episode.openDt.toISOString(),
            mediaUrl: mayPlay(access) ? `/media/episodes/${episode.id}` : null,
            access,
            likeCount: likes.get(episode.id)?.likeCount ?? 0,
            liked: likes.get(episode.id)?.liked ?? false,
          };
        }),
      };
    },

    /** The stored media key of an episode the viewer may play; 403 for paid, 404 for hidden. */
    async playableMediaKey(contentId: number, viewer: Viewer): Promise<string> {
      const found = await deps.playlists.publishedEpisode(contentId);
      const adult = found && (found.content.isAdult || found.playlist.isAdult || found.channel.isAdult);
      if (!found || (adult && !viewer.canSeeAdult) || !found.content.mediaKey) {
        throw new AppError('ERROR_CONTENT_NOT_EXIST');
      }
      const held = await deps.entitlements.forPlaylist(viewer.userId, found.playlist.id, found.channel.id);
      if (!mayPlay(playReason(found.content, held))) throw new AppError('ERROR_CONTENT_NOT_PURCHASED');
      return found.content.mediaKey;
    },
  };
}

export type PlaylistService = ReturnType<typeof createPlaylistService>;
