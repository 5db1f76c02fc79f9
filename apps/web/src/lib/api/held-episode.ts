import { ApiError } from '@sogon/contract/api-client';
import type { THeldDeletedEpisodeDetail } from '@sogon/contract/schemas/purchases';
import { cache } from 'react';
import { serverApi } from './server.ts';

/**
 * A gone episode (its creator deleted it, or archived its playlist) as its page shows it to the
 * signed-in member who holds it, fetched once per request; null for anyone else (the API's 404).
 */
export const loadHeldEpisode = cache(async (id: string): Promise<THeldDeletedEpisodeDetail | null> => {
  if (!/^\d{1,15}$/.test(id)) return null;
  const api = await serverApi();
  try {
    return await api.purchases.deletedEpisode({ id });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
});
