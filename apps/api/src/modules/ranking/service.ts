import type { TRealtimeHot, TRealtimeHotQuery, TTop100, TTop100Query } from '@sogon/contract/schemas/ranking';
import { audienceOf } from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';
import type { RankingCache, RankingSnapshot } from './cache.ts';
import { REALTIME_HALF_LIFE_MINUTES } from './score.ts';

function times(snapshot: RankingSnapshot<unknown>) {
  return {
    from: snapshot.window.from.toISOString(),
    to: snapshot.window.to.toISOString(),
    computedAt: snapshot.computedAt.toISOString(),
  };
}

/**
 * Rankings as a caller sees them: read from the cache (never computed for the request, except
 * the very first time a kind is asked for), cut to the caller's audience, media type and rows.
 */
export function createRankingService(deps: {
  cache: RankingCache;
  /** Drops entries hidden (or marked 19+) since the snapshot; absent, the snapshot as it is. */
  visibleNow?: {
    playlists(ids: readonly number[], viewer: Viewer): Promise<Set<number>>;
    channels(ids: readonly number[]): Promise<Set<number>>;
  };
}) {
  async function playlistsNow<T extends { playlist: { id: number } }>(
    items: T[],
    viewer: Viewer,
    rows: number,
  ) {
    if (!deps.visibleNow) return items.slice(0, rows);
    const shown = await deps.visibleNow.playlists(
      items.map((item) => item.playlist.id),
      viewer,
    );
    return items.filter((item) => shown.has(item.playlist.id)).slice(0, rows);
  }
  async function channelsNow<T extends { channel: { id: number } }>(items: T[], rows: number) {
    if (!deps.visibleNow) return items.slice(0, rows);
    const shown = await deps.visibleNow.channels(items.map((item) => item.channel.id));
    return items.filter((item) => shown.has(item.channel.id)).slice(0, rows);
  }
  return {
    async top100(query: TTop100Query, viewer: Viewer): Promise<TTop100> {
      const audience = audienceOf(viewer);
      const head = { period: query.period, playlistType: query.playlist_type };
      if (query.type === 'channel') {
        const snapshot = await deps.cache.get(`top100:channel:${query.period}`);
        const items = await channelsNow(snapshot.lists[query.playlist_type][audience], query.rows);
        return { type: 'channel', ...head, ...times(snapshot), items };
      }
      const snapshot = await deps.cache.get(`top100:playlist:${query.period}`);
      const items = await playlistsNow(snapshot.lists[query.playlist_type][audience], viewer, query.rows);
      return { type: 'playlist', ...head, ...times(snapshot), items };
    },

    async realtime(query: TRealtimeHotQuery, viewer: Viewer): Promise<TRealtimeHot> {
      const snapshot = await deps.cache.get('realtime');
      return {
        playlistType: query.playlist_type,
        ...times(snapshot),
        halfLifeMinutes: REALTIME_HALF_LIFE_MINUTES,
        items: await playlistsNow(
          snapshot.lists[query.playlist_type][audienceOf(viewer)],
          viewer,
          query.rows,
        ),
      };
    },
  };
}

export type RankingService = ReturnType<typeof createRankingService>;
