'use client';

import { ApiError } from '@sogon/contract/api-client';
import type { TChannelStats, TOwnedChannelsStats, TStatsSortColumn } from '@sogon/contract/schemas/stats';
import { api, memberOnly } from '@web/lib/api/browser';
import { failureText } from '@web/lib/api/failure-text';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Loadable<T> =
  | { state: 'loading' }
  | { state: 'needLogin' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; data: T };

function failed(error: unknown): Loadable<never> {
  if (error instanceof ApiError && error.code === 'ERROR_AUTHORIZE_TOKEN_NOT_EXIST')
    return { state: 'needLogin' };
  return { state: 'failed', message: failureText(error) };
}

/** The channels the member owns (empty for a member without one). */
export function useOwnedChannels() {
  const [owned, setOwned] = useState<Loadable<TOwnedChannelsStats>>({ state: 'loading' });
  const load = useCallback(() => {
    setOwned({ state: 'loading' });
    memberOnly(() => api.channelStats.ownedChannels()).then(
      (data) => setOwned({ state: 'ready', data }),
      (error: unknown) => setOwned(failed(error)),
    );
  }, []);
  useEffect(load, [load]);
  return { owned, reload: load };
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
        setStats(failed(error));
        setRefreshing(false);
      },
    );
  }, [key]);

  useEffect(load, [load]);
  return { stats, refreshing, reload: load };
}
