import type { TPlaylistDetail } from '@sogon/contract/schemas/catalog';
import { createSharedAnswers } from '#api/lib/shared-answers';
import { mayPlay, playReason } from '#api/modules/access/entitlement';
import type { Entitlements } from '#api/modules/access/entitlements';
import { ownsChannel } from '#api/modules/access/ownership';
import { audienceOf, requireVisiblePlaylist } from '#api/modules/access/visibility';
import { playUrl } from '#api/modules/media/play-url';
import type { Viewer } from '#api/modules/viewer';
import type { PlaylistRepository } from './repository.ts';

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

interface Sources {
  playlists: PlaylistRepository;
  entitlements: Entitlements;
  reactions: PlaylistReactions;
}

export function createPlaylistService(
  deps: Sources & {
    /** Reuse a visitor's playlist page this long (ms); 0 computes every time. */
    visitorCacheMs?: number;
    /** False while other nodes' changes may go unheard (change-feed.ts): then nothing is reused. */
    coherent?: () => boolean;
    /** Where a reused answer is read: the primary (see lib/shared-answers.ts). */
    primary?: Sources;
  },
) {
  const visitorAnswers = createSharedAnswers<TPlaylistDetail>({
    ttlMs: deps.visitorCacheMs ?? 0,
    maxEntries: 2_000,
    ...(deps.coherent ? { coherent: deps.coherent } : {}),
  });
  return {
    /**
     * A playlist page. A visitor's is the same for every visitor of one audience, so it is
     * shared for seconds (counts may lag that long; what a visitor may play cannot change).
     */
    detail(id: number, viewer: Viewer): Promise<TPlaylistDetail> {
      if (viewer.userId !== null) return detail(deps, id, viewer);
      return visitorAnswers.answer(
        `${id}|${audienceOf(viewer)}`,
        () => detail(deps.primary ?? deps, id, viewer),
        () => detail(deps, id, viewer),
      );
    },
    /** Drops every shared answer (a catalog change). */
    forget: visitorAnswers.forget,
  };
}

async function detail(deps: Sources, id: number, viewer: Viewer): Promise<TPlaylistDetail> {
  const { playlist, channel } = requireVisiblePlaylist(viewer, await deps.playlists.publishedPlaylist(id));
  const [episodes, held, prefers, follows] = await Promise.all([
    deps.playlists.publishedEpisodes(id, viewer),
    deps.entitlements.forPlaylist(viewer, playlist.id, channel),
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
        mediaUrl: mayPlay(access) ? playUrl(episode.id) : null,
        access,
        likeCount: likes.get(episode.id)?.likeCount ?? 0,
        liked: likes.get(episode.id)?.liked ?? false,
      };
    }),
  };
}

export type PlaylistService = ReturnType<typeof createPlaylistService>;
