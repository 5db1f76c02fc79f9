'use client';

import { channelStatsEndpoints } from '@sogon/contract/routes/channel-stats.endpoints';
import type { TChannelStats, TStatsSortColumn } from '@sogon/contract/schemas/stats';
import { browserApi } from '@web/lib/api/browser';
import { failedLoad, type Loadable, loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';

const api = {
  channelStats: browserApi('channelStats', channelStatsEndpoints),
};

/** The channels the member owns (empty for a member without one). */
export function useOwnedChannels() {
  const asked = useApiQuery(api.channelStats.ownedChannels, {}, { member: true });
  return { owned: loadable(asked), reload: asked.reload };
}

export interface StatsRequest {
  channelId: number;
  startDt: string;
  endDt: string;
  sortCol: TStatsSortColumn;
  sort: 'asc' | 'desc';
}

/**
 * One channel's statistics for the asked period. While a new answer loads the last one stays on
 * screen (`refreshing`); an answer to an older request is dropped.
 */
export function useChannelStats(request: StatsRequest | null) {
  const asked = useApiQuery(
    api.channelStats.channel,
    request && {
      id: request.channelId,
      query: { startDt: request.startDt, endDt: request.endDt, sortCol: request.sortCol, sort: request.sort },
    },
    { member: true },
  );
  // The last answer stays on screen while the next one loads; a failure replaces it.
  const stats: Loadable<TChannelStats> =
    asked.error !== undefined && !asked.loading
      ? failedLoad(asked.error)
      : asked.data
        ? { state: 'ready', data: asked.data }
        : { state: 'loading' };
  return { stats, refreshing: asked.loading, reload: asked.reload };
}
