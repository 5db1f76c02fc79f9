import { ApiError } from '@sogon/contract/api-client';
import { CHANNEL_PLAYLIST_PAGE_SIZE } from '@sogon/contract/limits';
import type { TChannelDetail, TChannelPlaylistPage } from '@sogon/contract/schemas/channel';
import { serverApi } from '@web/lib/api/server';
import { cache } from 'react';

/**
 * The channel for a page and its metadata, fetched once per request: null when it does not
 * exist, 'adult' when it is a 19+ channel this visitor may not see (the page shows the 19+ notice).
 */
export const loadChannel = cache(async (id: string): Promise<TChannelDetail | 'adult' | null> => {
  if (!/^\d{1,15}$/.test(id)) return null;
  const api = await serverApi();
  try {
    return await api.channel.get({ id });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return error.reason === 'adult' ? 'adult' : null;
    throw error;
  }
});

/** The first page of the channel's playlists, newest first. */
export async function loadFirstPlaylistPage(channelId: number): Promise<TChannelPlaylistPage> {
  const api = await serverApi();
  return api.channel.playlists({
    id: channelId,
    query: { sort: 'new', cursorKey: 'last_open_dt', offset: CHANNEL_PLAYLIST_PAGE_SIZE },
  });
}
