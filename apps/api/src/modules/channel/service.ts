import type { TPlaylistCard } from '@sogon/contract/schemas/catalog';
import type {
  TChannelDetail,
  TChannelPlaylistPage,
  TChannelPlaylistQuery,
} from '@sogon/contract/schemas/channel';
import { ownsChannel, requireVisibleChannel } from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';
import type { ChannelRepository } from './repository.ts';

/** The v1 list has no cursor: the newest this many. */
export const CHANNEL_PLAYLIST_LIST_LIMIT = 50;

/** The follow figures of a channel page (the discovery module's social repository answers them). */
export interface ChannelFollows {
  followState(
    userId: number | null,
    channelId: number,
  ): Promise<{ following: boolean; followerCount: number }>;
}

export function createChannelService(deps: { channels: ChannelRepository; follows: ChannelFollows }) {
  /** The channel if the viewer may see it; adult playlists of a plain channel are filtered later. */
  async function visibleChannel(id: number, viewer: Viewer) {
    return requireVisibleChannel(viewer, await deps.channels.channel(id));
  }

  return {
    async detail(id: number, viewer: Viewer): Promise<TChannelDetail> {
      const channel = await visibleChannel(id, viewer);
      const [playlistCount, subscriptionAvailable, follows] = await Promise.all([
        deps.channels.publishedPlaylistCount(id, viewer),
        deps.channels.sellsSubscription(id),
        deps.follows.followState(viewer.userId, id),
      ]);
      return {
        id: channel.id,
        name: channel.name,
        description: channel.description,
        profileImg: channel.profileImg,
        bannerImg: channel.bannerImg,
        handle: channel.handle,
        links: channel.links,
        isAdult: channel.isAdult,
        playlistCount,
        subscriptionAvailable,
        followerCount: follows.followerCount,
        following: follows.following,
        isOwner: ownsChannel(viewer, channel),
      };
    },

    async playlists(id: number, viewer: Viewer): Promise<TPlaylistCard[]> {
      await visibleChannel(id, viewer);
      const rows = await deps.channels.playlistPage(id, {
        viewer,
        ascending: false,
        limit: CHANNEL_PLAYLIST_LIST_LIMIT,
        after: null,
      });
      return rows.map((row) => row.card);
    },

    async playlistPage(
      id: number,
      query: TChannelPlaylistQuery,
      viewer: Viewer,
    ): Promise<TChannelPlaylistPage> {
      await visibleChannel(id, viewer);
      // One row more than asked says whether a next page exists without another query.
      const rows = await deps.channels.playlistPage(id, {
        viewer,
        ascending: query.sort === 'old',
        limit: query.offset + 1,
        after:
          query.lastCursor !== undefined && query.lastId !== undefined
            ? { openDt: query.lastCursor, id: query.lastId }
            : null,
      });
      const page = rows.slice(0, query.offset);
      const last = rows.length > query.offset ? page[page.length - 1] : undefined;
      return {
        items: page.map((row) => row.card),
        lastCursor: last?.cursor ?? null,
        lastId: last?.card.id ?? null,
      };
    },
  };
}

export type ChannelService = ReturnType<typeof createChannelService>;
