import { ZRealtimeHot, ZRealtimeHotQuery, ZTop100, ZTop100Query } from '../schemas/ranking.ts';
import { defineRoutes } from './define.ts';
import { rankingEndpoints } from './ranking.endpoints.ts';

export const rankingRoutes = defineRoutes('ranking', rankingEndpoints, {
  top100: {
    summary:
      'TOP 100 from the cache: playlists (or channels) by plays, hours listened, likes and purchases ' +
      'in the Seoul day, week (from Monday) or month so far. Recomputed every few minutes (ADR 015). ' +
      'Also at its older path /v1/service/ranking.',
    query: ZTop100Query,
    answer: ZTop100,
    aliases: ['/v1/service/ranking'],
  },
  realtime: {
    summary:
      'Realtime hot playlists from the cache: the same signals over the last six hours, each ' +
      'weighed by its age (half-life one hour). Recomputed every minute.',
    query: ZRealtimeHotQuery,
    answer: ZRealtimeHot,
  },
});
