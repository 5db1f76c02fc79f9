import { randomInt } from 'node:crypto';
import { CATEGORY } from '@sogon/contract/categories';
import { discoveryDetails } from '@sogon/contract/messages/discovery';
import type { TPlaylistCard } from '@sogon/contract/schemas/catalog';
import {
  RECOMMEND_LIMIT,
  SITEMAP_IDS_PER_PAGE,
  type TCategoryPage,
  type TEpisodePage,
  type THomeAllPage,
  type TPageQuery,
  type TPlaylistCursorPage,
  type TPlaylistCursorQuery,
  type TPlaylistPage,
  type TRecommendQuery,
  type TSitemap,
} from '@sogon/contract/schemas/discovery';
import { AppError } from '#api/http/app-error';
import { requireVisibleItem } from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';
import type { EpisodesRepository } from './episodes.repository.ts';
import type { FeedsRepository } from './feeds.repository.ts';
import { pageOf } from './sql-fragments.ts';

/** The slice of a page query, one row longer so the answer knows whether more follow. */
const sliceOf = (query: TPageQuery, viewer: Viewer) => ({
  viewer,
  offset: (query.page - 1) * query.offset,
  limit: query.offset + 1,
});

function playlistPage(rows: TPlaylistCard[], query: TPageQuery): TPlaylistPage {
  const { rows: items, hasMore } = pageOf(rows, query.offset);
  return { items, offset: query.offset, page: query.page, hasMore };
}

export function createFeedsService(deps: { feeds: FeedsRepository; episodes: EpisodesRepository }) {
  const { feeds } = deps;
  return {
    /** GET /v2/service/home/all: every playlist in one shuffled order per seed (rand). */
    async homeAll(query: TPageQuery & { rand?: number }, viewer: Viewer): Promise<THomeAllPage> {
      const rand = query.rand ?? randomInt(0, 2_147_483_647);
      const rows = await feeds.shuffled(rand, sliceOf(query, viewer));
      return { ...playlistPage(rows, query), rand };
    },

    /** GET /v2/service/home/new: the newest playlists. */
    async homeNew(query: TPageQuery, viewer: Viewer): Promise<TPlaylistPage> {
      return playlistPage(await feeds.newest(sliceOf(query, viewer)), query);
    },

    /** GET /v1/service/home/follow: playlists of followed channels; a visitor follows no one. */
    async homeFollow(query: TPageQuery, viewer: Viewer): Promise<TPlaylistPage> {
      if (viewer.userId === null)
        return { items: [], offset: query.offset, page: query.page, hasMore: false };
      return playlistPage(await feeds.followed(viewer.userId, sliceOf(query, viewer)), query);
    },

    async categoryPage(id: number, query: TPageQuery, viewer: Viewer): Promise<TCategoryPage> {
      const category = await feeds.category(id);
      if (!category)
        throw new AppError('ERROR_CATEGORY_NOT_EXIST', { detail: discoveryDetails.unknownCategory });
      const slice = { viewer, offset: (query.page - 1) * query.offset, limit: query.offset };
      // 새로 나온 콘텐츠 has no members of its own: it is the 새로 나온 list (/new), by open date.
      const { items, total } =
        id === CATEGORY.new
          ? { items: await feeds.newest(slice), total: await feeds.visibleCount(viewer) }
          : await feeds.categoryPage(id, slice);
      return {
        category: { id: category.id, code: category.code, title: category.name },
        items,
        total,
        offset: query.offset,
        page: query.page,
      };
    },

    /** GET /v2/playlistCursor: a keyset page over every visible playlist (like the channel one). */
    async playlistCursor(query: TPlaylistCursorQuery, viewer: Viewer): Promise<TPlaylistCursorPage> {
      const rows = await feeds.cursorPage({
        viewer,
        ascending: query.sort === 'old',
        limit: query.offset + 1,
        after:
          query.lastCursor !== undefined && query.lastId !== undefined
            ? { openDt: query.lastCursor, id: query.lastId }
            : null,
        mediaType: query.type === 'all' ? null : query.type,
      });
      const page = rows.slice(0, query.offset);
      const last = rows.length > query.offset ? page.at(-1) : undefined;
      return {
        items: page.map((row) => row.card),
        lastCursor: last?.cursor ?? null,
        lastId: last?.card.id ?? null,
      };
    },

    /** GET /v1/service/contents: the latest published episodes. */
    async latestContents(query: TPageQuery, viewer: Viewer): Promise<TEpisodePage> {
      const { rows, hasMore } = pageOf(await feeds.latestEpisodes(sliceOf(query, viewer)), query.offset);
      return { items: rows, offset: query.offset, page: query.page, hasMore };
    },

    /**
     * GET /v2/playlist/recommendPlaylist: the channel's other playlists first, then playlists of
     * other channels sharing the most tags and categories; never the playlist itself.
     */
    async recommend(query: TRecommendQuery, viewer: Viewer): Promise<TPlaylistCard[]> {
      const playlist = requireVisibleItem(viewer, await feeds.playlistFacts(query.playlistId));
      const channelId = query.channelId ?? playlist.channelId;
      const own = await feeds.channelPlaylists(channelId, {
        excludeId: playlist.id,
        viewer,
        limit: RECOMMEND_LIMIT,
      });
      if (own.length >= RECOMMEND_LIMIT) return own;
      const similar = await feeds.similarPlaylists(playlist, {
        excludeChannelId: channelId,
        viewer,
        limit: RECOMMEND_LIMIT - own.length,
      });
      return [...own, ...similar];
    },

    /** GET /v1/contents/sitemap: one id range of public playlists and episodes (never 19+). */
    async sitemap(page: number): Promise<TSitemap> {
      const highest = await deps.episodes.highestIds();
      const pages = Math.max(
        1,
        Math.ceil(Math.max(highest.playlist, highest.content, highest.channel) / SITEMAP_IDS_PER_PAGE),
      );
      const from = page * SITEMAP_IDS_PER_PAGE + 1;
      const range =
        page < pages
          ? await deps.episodes.sitemapRange(from, from + SITEMAP_IDS_PER_PAGE - 1)
          : { channels: [], playlists: [], contents: [] };
      return { page, pages, idsPerPage: SITEMAP_IDS_PER_PAGE, ...range };
    },
  };
}

export type FeedsService = ReturnType<typeof createFeedsService>;
