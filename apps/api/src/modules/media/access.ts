import { AppError } from '#api/http/app-error';
import { adultOnly } from '#api/modules/playlist/service';
import type { Entitlements } from '#api/modules/purchases/entitlements';
import { mayPlay, playReason } from '#api/modules/purchases/entitlements';
import type { Viewer } from '#api/modules/viewer';
import type { MediaRepository } from './repository.ts';
import type { StreamScope } from './stream-token.ts';

export type PlayableEpisode = NonNullable<Awaited<ReturnType<MediaRepository['episode']>>>;

export function isAdultEpisode(found: Pick<PlayableEpisode, 'content' | 'playlist' | 'channel'>): boolean {
  return found.content.isAdult || found.playlist.isAdult || found.channel.isAdult;
}

/**
 * Who may hear what, now: the one decision behind the play endpoint, the media playlists and
 * the key. Entitled callers (free, bought, bundle, subscription, the channel's owner) get the
 * whole episode; anyone else who may see it gets the free preview.
 */
export function createStreamAccess(deps: { media: MediaRepository; entitlements: Entitlements }) {
  return {
    async decide(contentId: number, viewer: Viewer): Promise<{ found: PlayableEpisode; scope: StreamScope }> {
      const found = await deps.media.episode(contentId);
      if (!found) throw new AppError('ERROR_CONTENT_NOT_EXIST');
      if (isAdultEpisode(found) && !viewer.canSeeAdult) throw adultOnly();
      if (found.content.isFree) return { found, scope: 'full' };
      if (viewer.userId !== null && viewer.userId === found.channel.ownerUserId)
        return { found, scope: 'full' };
      const held = await deps.entitlements.forPlaylist(viewer.userId, found.playlist.id, found.channel.id, [
        found.content.id,
      ]);
      return { found, scope: mayPlay(playReason(found.content, held)) ? 'full' : 'preview' };
    },
  };
}

export type StreamAccess = ReturnType<typeof createStreamAccess>;
