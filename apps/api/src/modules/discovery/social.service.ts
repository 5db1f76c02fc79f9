import type {
  TFollowedChannelList,
  TFollowState,
  TPageQuery,
  TPlaylistLikeState,
  TPreferList,
  TPreferState,
} from '@sogon/contract/schemas/discovery';
import { requireVisibleChannel, requireVisiblePlaylist } from '#api/modules/access';
import type { PlaylistRepository } from '#api/modules/playlist';
import type { Viewer } from '#api/modules/viewer';
import type { SocialRepository } from './social.repository.ts';

/** A member's viewer: the caller of the write routes, always logged in. */
export type MemberViewer = Viewer & { userId: number };

const sliceOf = (query: TPageQuery, viewer: Viewer) => ({
  viewer,
  offset: (query.page - 1) * query.offset,
  limit: query.offset,
});

/** Follows (free; the home feed of followed channels), 찜 and playlist likes. */
export function createSocialService(deps: { social: SocialRepository; playlists: PlaylistRepository }) {
  const { social } = deps;

  /** Permission first: an unknown channel, or a 19+ one the viewer may not see, does not exist. */
  async function visibleChannel(id: number, viewer: Viewer) {
    return requireVisibleChannel(viewer, await social.channel(id));
  }

  async function visiblePlaylist(id: number, viewer: Viewer) {
    return requireVisiblePlaylist(viewer, await deps.playlists.publishedPlaylist(id)).playlist;
  }

  return {
    /** POST /v2/channel/follow/{id}: follows are toggles. */
    async toggleFollow(viewer: MemberViewer, channelId: number): Promise<TFollowState> {
      await visibleChannel(channelId, viewer);
      return { channelId, ...(await social.toggleFollow(viewer.userId, channelId)) };
    },

    /** GET /v2/channel/user/{id}: whether the caller follows the channel, and its follower count. */
    async followState(viewer: Viewer, channelId: number): Promise<TFollowState> {
      await visibleChannel(channelId, viewer);
      return { channelId, ...(await social.followState(viewer.userId, channelId)) };
    },

    /** GET /v2/channel/follow: the member's followed channels. */
    async followedChannels(viewer: MemberViewer, query: TPageQuery): Promise<TFollowedChannelList> {
      const { items, total } = await social.followedChannels(viewer.userId, sliceOf(query, viewer));
      return { items, total, offset: query.offset, page: query.page };
    },

    /** POST /v2/playlist/prefer/{id}: 찜 is a toggle. */
    async togglePrefer(viewer: MemberViewer, playlistId: number): Promise<TPreferState> {
      await visiblePlaylist(playlistId, viewer);
      return { playlistId, ...(await social.togglePrefer(viewer.userId, playlistId)) };
    },

    /** GET /v2/playlist/prefer/{id}: whether the caller keeps it (visitors: false), and how many do. */
    async preferState(viewer: Viewer, playlistId: number): Promise<TPreferState> {
      await visiblePlaylist(playlistId, viewer);
      return { playlistId, ...(await social.preferState(viewer.userId, playlistId)) };
    },

    /** GET /v2/user/library/own/prefer. */
    async preferredPlaylists(viewer: MemberViewer, query: TPageQuery): Promise<TPreferList> {
      const { items, total } = await social.preferredPlaylists(viewer.userId, sliceOf(query, viewer));
      return { items, total, offset: query.offset, page: query.page };
    },

    /** GET /v2/playlist/like/{id}: likes summed over the episodes the caller may see. */
    async playlistLikes(viewer: Viewer, playlistId: number): Promise<TPlaylistLikeState> {
      await visiblePlaylist(playlistId, viewer);
      return {
        playlistId,
        ...(await social.playlistLikes(viewer, playlistId)),
      };
    },
  };
}

export type SocialService = ReturnType<typeof createSocialService>;
