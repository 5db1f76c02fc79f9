import { discoveryDetails } from '@sogon/contract/messages/discovery';
import type {
  TContentPlaylist,
  TOwnedEpisodeList,
  TPageQuery,
  TPlayedEpisodeList,
  TPlaylistAccess,
  TVideoDetail,
} from '@sogon/contract/schemas/discovery';
import { AppError } from '#api/http/app-error';
import type { Entitlements } from '#api/modules/access';
import {
  type Entitlement,
  isAdultEpisode,
  mayPlay,
  playReason,
  requireVisibleEpisode,
  requireVisiblePlaylist,
  VISITOR,
} from '#api/modules/access';
import { playUrl } from '#api/modules/media';
import type { PlaylistRepository } from '#api/modules/playlist';
import type { Viewer } from '#api/modules/viewer';
import type { EpisodesRepository } from './episodes.repository.ts';
import type { MemberViewer } from './social.service.ts';

type Found = NonNullable<Awaited<ReturnType<PlaylistRepository['publishedEpisode']>>>;

const sliceOf = (query: TPageQuery, viewer: Viewer) => ({
  viewer,
  offset: (query.page - 1) * query.offset,
  limit: query.offset,
});

export function createEpisodesService(deps: {
  episodes: EpisodesRepository;
  playlists: PlaylistRepository;
  entitlements: Entitlements;
  /** Writes the member's buffered playback positions before their history is read. */
  flushPositions?: (userId: number) => Promise<unknown>;
}) {
  /** Permission first: hidden, unknown or (for this viewer) 19+ episodes do not exist. */
  async function visibleEpisode(contentId: number, viewer: Viewer): Promise<Found> {
    return requireVisibleEpisode(viewer, await deps.playlists.publishedEpisode(contentId, viewer));
  }

  async function visibleVideo(contentId: number, viewer: Viewer): Promise<Found> {
    const found = await visibleEpisode(contentId, viewer);
    if (found.content.mediaType !== 'video') {
      throw new AppError('ERROR_CONTENT_NOT_EXIST', { detail: discoveryDetails.notVideo });
    }
    return found;
  }

  async function videoDetail(found: Found, held: Entitlement, viewer: Viewer): Promise<TVideoDetail> {
    const { content, playlist, channel } = found;
    const access = playReason(content, held);
    const { prev, next } = await deps.episodes.neighbours(
      { playlistId: playlist.id, episodeNo: content.episodeNo, id: content.id },
      viewer,
    );
    return {
      id: content.id,
      playlistId: playlist.id,
      episodeNo: content.episodeNo,
      title: content.title,
      description: content.description,
      mediaType: content.mediaType,
      durationSec: content.durationSec,
      isFree: content.isFree,
      price: content.price,
      isAdult: isAdultEpisode(found),
      openDt: content.openDt.toISOString(),
      coverImg: content.coverImg || playlist.coverImg,
      mediaUrl: mayPlay(access) ? playUrl(content.id) : null,
      access,
      playlist: {
        id: playlist.id,
        title: playlist.title,
        coverImg: playlist.coverImg,
        isFree: playlist.isFree,
        price: playlist.price,
        bundlePrice: playlist.bundlePrice,
        isAdult: playlist.isAdult,
      },
      channel: { id: channel.id, name: channel.name, profileImg: channel.profileImg },
      prev,
      next,
    };
  }

  return {
    /** GET /v1/service/video/free/{id}: a free video episode, for anyone (visitors included); 403 when paid. */
    async freeVideo(contentId: number, viewer: Viewer): Promise<TVideoDetail> {
      const found = await visibleVideo(contentId, viewer);
      if (!found.content.isFree) {
        throw new AppError('ERROR_CONTENT_NOT_PURCHASED', { detail: discoveryDetails.paidVideo });
      }
      return videoDetail(found, VISITOR, viewer);
    },

    /** GET /v1/service/video/{id}: any video episode with the member's access to it. */
    async video(viewer: MemberViewer, contentId: number): Promise<TVideoDetail> {
      const found = await visibleVideo(contentId, viewer);
      const held = await deps.entitlements.forPlaylist(viewer, found.playlist.id, found.channel, [
        found.content.id,
      ]);
      return videoDetail(found, held, viewer);
    },

    /** GET /v1/videoToPlaylistId/{id}: the playlist an episode belongs to. */
    async contentPlaylist(contentId: number, viewer: Viewer): Promise<TContentPlaylist> {
      const { content, playlist } = await visibleEpisode(contentId, viewer);
      return { contentId: content.id, playlistId: playlist.id, mediaType: content.mediaType };
    },

    /** GET /v1/user/own/contents: episodes bought one by one or with their whole playlist. */
    async owned(viewer: MemberViewer, query: TPageQuery): Promise<TOwnedEpisodeList> {
      const { items, total } = await deps.episodes.owned(viewer.userId, sliceOf(query, viewer));
      return { items, total, offset: query.offset, page: query.page };
    },

    /** GET /v1/user/contents: episodes the member has played, the latest first. */
    async played(viewer: MemberViewer, query: TPageQuery): Promise<TPlayedEpisodeList> {
      await deps.flushPositions?.(viewer.userId);
      const { items, total } = await deps.episodes.played(viewer.userId, sliceOf(query, viewer));
      return { items, total, offset: query.offset, page: query.page };
    },

    /** GET /v2/user/playlist/{id}/content: what the member may play of each episode, and why. */
    async playlistAccess(viewer: MemberViewer, playlistId: number): Promise<TPlaylistAccess> {
      const found = requireVisiblePlaylist(viewer, await deps.playlists.publishedPlaylist(playlistId));
      const [episodes, held] = await Promise.all([
        deps.playlists.publishedEpisodes(playlistId, viewer),
        deps.entitlements.forPlaylist(viewer, playlistId, found.channel),
      ]);
      return {
        playlistId,
        bundle: held.bundle,
        subscribed: held.subscribed,
        items: episodes.map((episode) => {
          const access = playReason(episode, held);
          return { contentId: episode.id, episodeNo: episode.episodeNo, access, playable: mayPlay(access) };
        }),
      };
    },
  };
}

export type EpisodesService = ReturnType<typeof createEpisodesService>;
