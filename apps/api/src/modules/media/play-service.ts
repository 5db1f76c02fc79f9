import { createHash } from 'node:crypto';
import { mediaTexts } from '@sogon/contract/messages/media';
import type { TPlaySource } from '@sogon/contract/schemas/media';
import { AppError } from '#api/http/app-error';
import type { StreamAccess } from '#api/modules/access';
import { ownsChannel } from '#api/modules/access';
import type { Viewer } from '#api/modules/viewer';
import type { ContentMediaRow, MediaRepository } from './repository.ts';

/** A published episode with its playlist, channel and package, as the media repository loads it. */
export type PlayableEpisode = NonNullable<Awaited<ReturnType<MediaRepository['episode']>>>;

import { signStreamToken, streamTokenLifetimeSec } from './stream-token.ts';

function versionOf(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 10);
}

/** The path segment that marks a public (free, non-adult, unencrypted) package. */
export const PUBLIC_TOKEN = 'pub';

export function createPlayService(deps: {
  media: MediaRepository;
  access: StreamAccess<PlayableEpisode>;
  tokenKey: Buffer;
  /** The package with its preview, built first when it has none yet (the media pipeline). */
  ensurePreview: (contentId: number) => Promise<ContentMediaRow | null>;
  /** Where the member left off (the playback module's read-your-writes lookup). */
  resumeAt?: (userId: number, contentId: number) => Promise<number>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const resumeAt = deps.resumeAt ?? deps.media.position;

  return {
    async source(contentId: number, viewer: Viewer): Promise<TPlaySource> {
      const { found, scope, until } = await deps.access.decide(contentId, viewer);
      const { content, playlist, channel } = found;
      let media = found.media;
      if (!media)
        throw new AppError('ERROR_CONTENT_NOT_EXIST', {
          reason: 'processing',
          detail: mediaTexts.processing,
        });
      if (scope === 'preview' && media.previewMs === null) {
        // Published before previews had their own key: build it now (once).
        const built = await deps.ensurePreview(contentId);
        if (built) media = built;
      }
      // The preview is its own package (its own segments and key); an episode of one segment has none.
      const previewMs = scope === 'preview' ? (media.previewPrefix ? (media.previewMs ?? 0) : 0) : null;
      if (previewMs === 0)
        throw new AppError('ERROR_CONTENT_NOT_PURCHASED', {
          reason: 'no-preview',
          detail: mediaTexts.noPreview,
        });
      const durationSec = media.durationMs / 1000;
      const isPublic = !media.encrypted && scope === 'full' && content.isFree;
      // A rental's grant ends with the rental (ADR 066), however long the episode is.
      const expiresAtSec = Math.min(
        Math.floor(now() / 1000) + streamTokenLifetimeSec(durationSec),
        until ? Math.floor(until.getTime() / 1000) : Number.POSITIVE_INFINITY,
      );
      const token = isPublic
        ? PUBLIC_TOKEN
        : signStreamToken(deps.tokenKey, {
            contentId,
            userId: viewer.userId ?? 0,
            scope,
            version: media.version,
            expiresAt: expiresAtSec,
          });
      const base = `/media/hls/${contentId}/${token}`;
      const previewSec = previewMs === null ? null : Math.max(1, Math.round(previewMs / 1000));
      const [frames, captions, next, position] = await Promise.all([
        deps.media.frames(contentId),
        deps.media.captions(contentId),
        deps.media.nextEpisode(playlist.id, content.episodeNo, viewer, new Date(now())),
        viewer.userId === null ? Promise.resolve(0) : resumeAt(viewer.userId, contentId),
      ]);
      const visibleFrames = previewMs === null ? frames : frames.filter((frame) => frame.atMs < previewMs);
      return {
        contentId,
        playlistId: playlist.id,
        episodeNo: content.episodeNo,
        title: content.title,
        playlistTitle: playlist.title,
        channelName: channel.name,
        channelId: channel.id,
        isOwner: ownsChannel(viewer, channel),
        cover: content.coverImg || playlist.coverImg,
        kind: media.kind === 'video' ? 'video' : content.mediaType === 'audiotoon' ? 'audiotoon' : 'audio',
        src: `${base}/master.m3u8`,
        scope,
        previewSec,
        expiresAt: isPublic ? null : new Date(expiresAtSec * 1000).toISOString(),
        durationSec,
        loudness:
          media.loudnessLufs !== null && media.truePeakDb !== null
            ? { integratedLufs: media.loudnessLufs, truePeakDb: media.truePeakDb }
            : null,
        peaks: media.peaks,
        frames: visibleFrames.map((frame) => ({
          atMs: frame.atMs,
          // The image set's key in the query: a replaced set gets new addresses (the files are cached as immutable).
          src: `/media/frames/${contentId}/${token}/${frame.seq}.jpg?v=${versionOf(frame.imageKey)}`,
          width: frame.width,
          height: frame.height,
          alt: frame.alt,
        })),
        captions: previewMs === null ? captions : captions.filter((line) => line.startMs < previewMs),
        resumeAt: previewMs === null ? Math.min(position, durationSec) : 0,
        next: next ? { contentId: next.id, title: next.title } : null,
        // Off the shelves (issue 37): it plays here only because the caller holds it (access/deleted.ts).
        archived: playlist.status === 'archived',
        deleted: content.status === 'deleted',
      };
    },
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
