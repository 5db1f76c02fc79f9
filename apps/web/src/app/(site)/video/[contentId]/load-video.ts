import { ApiError } from '@sogon/contract/api-client';
import type { TPlaylistDetail, TPlaylistEpisode } from '@sogon/contract/schemas/catalog';
import { loadPlaylist } from '@web/lib/api/playlist';
import { serverApi } from '@web/lib/api/server';
import { cache } from 'react';

export type LoadedVideo = { playlist: TPlaylistDetail; episode: TPlaylistEpisode } | 'adult' | null;

/**
 * A video page's episode and its playlist: the spec's GET /v1/videoToPlaylistId/{id} names the
 * playlist, whose detail (cached per request) carries the episode, its access and its price.
 */
export const loadVideo = cache(async (contentId: string): Promise<LoadedVideo> => {
  if (!/^\d{1,15}$/.test(contentId)) return null;
  const api = await serverApi();
  let playlistId: number;
  try {
    ({ playlistId } = await api.episodes.contentPlaylist({ id: contentId }));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return error.reason === 'adult' ? 'adult' : null;
    throw error;
  }
  const playlist = await loadPlaylist(String(playlistId));
  if (!playlist || playlist === 'adult') return playlist;
  const episode = playlist.episodes.find((item) => String(item.id) === contentId);
  return episode ? { playlist, episode } : null;
});
