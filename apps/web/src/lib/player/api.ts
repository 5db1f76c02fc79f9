'use client';

import { mediaEndpoints } from '@sogon/contract/routes/media.endpoints';
import { playlistEndpoints } from '@sogon/contract/routes/playlist.endpoints';
import type { TPlaySource } from '@sogon/contract/schemas/media';
import { browserApi } from '@web/lib/api/browser';

const api = {
  media: browserApi('media', mediaEndpoints),
  playlist: browserApi('playlist', playlistEndpoints),
};

/** GET /v2/content/play/{contentId}: what the player needs for one episode (signed HLS URL and all). */
export function fetchPlaySource(contentId: number, signal?: AbortSignal): Promise<TPlaySource> {
  return api.media.play({ id: contentId }, { signal });
}

/** Episode ids of a playlist in episode order (looping a playlist wraps to the first). */
export async function fetchPlaylistEpisodeIds(playlistId: number): Promise<number[]> {
  const playlist = await api.playlist.get({ id: playlistId });
  return [...playlist.episodes].sort((a, b) => a.episodeNo - b.episodeNo).map((episode) => episode.id);
}
