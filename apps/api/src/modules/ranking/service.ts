import type { TRealtimeHot, TRealtimeHotQuery, TTop100, TTop100Query } from '@sogon/contract/schemas/ranking';
import { audienceOf } from '#api/modules/access/visibility';
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
export function createRankingService(deps: { cache: RankingCache }) {
  return {
    async top100(query: TTop100Query, viewer: Viewer): Promise<TTop100> {
      const audience = audienceOf(viewer);
      const head = { period: query.period, playlistType: query.playlist_type };
      if (query.type === 'channel') {
        const snapshot = await deps.cache.get(`top100:channel:${query.period}`);
        const items = snapshot.lists[query.playlist_type][audience].slice(0, query.rows);
        return { type: 'channel', ...head, ...times(snapshot), items };
      }
      const snapshot = await deps.cache.get(`top100:playlist:${query.period}`);
      const items = snapshot.lists[query.playlist_type][audience].slice(0, query.rows);
      return { type: 'playlist', ...head, ...times(snapshot), items };
    },

    async realtime(query: TRealtimeHotQuery, viewer: Viewer): Promise<TRealtimeHot> {
      const snapshot = await deps.cache.get('realtime');
      return {
        playlistType: query.playlist_type,
        ...times(snapshot),
        halfLifeMinutes: REALTIME_HALF_LIFE_MINUTES,
        items: snapshot.lists[query.playlist_type][audienceOf(viewer)].slice(0, query.rows),
      };
    },
  };
}

export type RankingService = ReturnType<typeof createRankingService>;
