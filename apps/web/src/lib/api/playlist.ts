import { ApiError } from '@sogon/contract/api-client';
import type { TPlaylistDetail } from '@sogon/contract/schemas/catalog';
import { cache } from 'react';
import { serverApi } from './server.ts';

/**
 * The playlist for a page and its metadata, fetched once per request: null when it does not
 * exist, 'adult' when it is a 19+ item this visitor may not see (the page shows the 19+ notice).
 */
export const loadPlaylist = cache(async (id: string): Promise<TPlaylistDetail | 'adult' | null> => {
  if (!/^\d{1,15}$/.test(id)) return null;
  const api = await serverApi();
  try {
    return await api.playlist.get({ id });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return error.reason === 'adult' ? 'adult' : null;
    throw error;
  }
});
