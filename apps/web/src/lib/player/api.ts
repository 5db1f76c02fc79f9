'use client';

import type { TPlaySource } from '@sogon/contract/schemas/media';
import { api } from '../api/browser.ts';

/** GET /v2/content/play/{contentId}: what the player needs for one episode (signed HLS URL and all). */
export function fetchPlaySource(contentId: number, signal?: AbortSignal): Promise<TPlaySource> {
  return api.media.play({ id: contentId }, { signal });
}

/** Episode ids of a playlist in episode order (looping a playlist wraps to the first). */
export async function fetchPlaylistEpisodeIds(playlistId: number): Promise<number[]> {
  const playlist = await api.playlist.get({ id: playlistId });
  return [...playlist.episodes].sort((a, b) => a.episodeNo - b.episodeNo).map((episode) => episode.id);
}
