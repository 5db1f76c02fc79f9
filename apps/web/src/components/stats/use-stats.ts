'use client';
import type { TChannelStats, TStatsSortColumn } from '@sogon/contract/schemas/stats';
import { api, memberOnly } from '@web/lib/api/browser';
import { failedLoad, type Loadable, loadable } from '@web/lib/api/loadable';
import { useApiQuery } from '@web/lib/api/use-api-query';
import { useCallback, useEffect, useRef, useState } from 'react';

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
  const [stats, setStats] = useState<Loadable<TChannelStats>>({ state: 'loading' });
  const [refreshing, setRefreshing] = useState(false);
  const generation = useRef(0);
  const key = request ? JSON.stringify(request) : '';

  const load = useCallback(() => {
    if (!key) return;
    const asked = JSON.parse(key) as StatsRequest;
    const run = ++generation.current;
    setRefreshing(true);
    const { channelId, ...query } = asked;
    memberOnly(() => api.channelStats.channel({ id: channelId, query })).then(
      (data) => {
        if (run !== generation.current) return;
        setStats({ state: 'ready', data });
        setRefreshing(false);
      },
      (error: unknown) => {
        if (run !== generation.current) return;
        setStats(failedLoad(error));
        setRefreshing(false);
      },
    );
  }, [key]);

  useEffect(load, [load]);
  return { stats, refreshing, reload: load };
}
