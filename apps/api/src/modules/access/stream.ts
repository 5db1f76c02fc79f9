import type { StreamScope } from '#api/modules/media/stream-token';
import type { Viewer } from '#api/modules/viewer';
import { mayPlayEpisode } from './entitlement.ts';
import type { Entitlements } from './entitlements.ts';
import { requireVisibleEpisode } from './visibility.ts';

interface Flagged {
  isAdult: boolean;
}

/** The facts of an episode the stream decision reads (the media repository loads them). */
export interface StreamedEpisode {
  content: Flagged & { id: number; isFree: boolean };
  playlist: Flagged & { id: number };
  channel: Flagged & { id: number; ownerUserId: number | null; status: 'published' | 'hidden' };
}

/**
 * Who may hear what, now: the one decision behind the play endpoint, the media playlists, the
 * segments and the key. A caller who may see the episode gets the whole of it when entitled
 * (free, bought, bundle, subscription, the channel's owner), else the free preview.
 */
export function createStreamAccess<T extends StreamedEpisode>(deps: {
  /** A published episode of a published playlist, or null. */
  episode: (contentId: number) => Promise<T | null>;
  entitlements: Entitlements;
}) {
  return {
    async decide(contentId: number, viewer: Viewer): Promise<{ found: T; scope: StreamScope }> {
      const found = requireVisibleEpisode(viewer, await deps.episode(contentId));
      if (found.content.isFree) return { found, scope: 'full' };
      const held = await deps.entitlements.forPlaylist(viewer, found.playlist.id, found.channel, [
        found.content.id,
      ]);
      return { found, scope: mayPlayEpisode(found.content, held) ? 'full' : 'preview' };
    },
  };
}

export type StreamAccess<T extends StreamedEpisode = StreamedEpisode> = ReturnType<
  typeof createStreamAccess<T>
>;
