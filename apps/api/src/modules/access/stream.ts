import type { StreamScope } from '#api/modules/media';
import type { Viewer } from '#api/modules/viewer';
import { mayPlayEpisode, playsUntil } from './entitlement.ts';
import type { Entitlements } from './entitlements.ts';
import { type EarlyAccess, requireOpenFor } from './schedule.ts';
import { requireVisibleEpisode } from './visibility.ts';

interface Flagged {
  isAdult: boolean;
}

/** The facts of an episode the stream decision reads (the media repository loads them). */
export interface StreamedEpisode {
  content: Flagged & { id: number; isFree: boolean; openDt: Date };
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
  /** Before its open time an episode plays only for its owner and 선공개 members (ADR 066). */
  early: EarlyAccess;
  /** The clock open times are read at. */
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  return {
    /**
     * `until`: the whole episode plays by a live rental only, until then (ADR 066): stream grants
     * and offline licences end there; null when it plays for good (or only its preview).
     */
    async decide(
      contentId: number,
      viewer: Viewer,
    ): Promise<{ found: T; scope: StreamScope; until?: Date | null }> {
      const found = await requireOpenFor(
        viewer,
        requireVisibleEpisode(viewer, await deps.episode(contentId)),
        now(),
        deps.early,
      );
      if (found.content.isFree) return { found, scope: 'full' };
      const held = await deps.entitlements.forPlaylist(viewer, found.playlist.id, found.channel, [
        found.content.id,
      ]);
      const full = mayPlayEpisode(found.content, held);
      return {
        found,
        scope: full ? 'full' : 'preview',
        until: full ? playsUntil(found.content, held) : null,
      };
    },
  };
}

export type StreamAccess<T extends StreamedEpisode = StreamedEpisode> = ReturnType<
  typeof createStreamAccess<T>
>;
