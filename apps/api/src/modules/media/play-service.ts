import { createHash } from 'node:crypto';
import { mediaTexts } from '@sogon/contract/messages/media';
import { PREVIEW_SECONDS, type TPlaySource } from '@sogon/contract/schemas/media';
import { AppError } from '#api/http/app-error';
import type { Viewer } from '#api/modules/viewer';
import type { StreamAccess } from './access.ts';
import type { MediaRepository } from './repository.ts';
import { signStreamToken, streamTokenLifetimeSec } from './stream-token.ts';

function versionOf(key: string): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 10);
}

/** The path segment that marks a public (free, non-adult, unencrypted) package. */
export const PUBLIC_TOKEN = 'pub';

export function createPlayService(deps: {
  media: MediaRepository;
  access: StreamAccess;
  tokenKey: Buffer;
  /** Where the member left off (the playback module's read-your-writes lookup). */
  resumeAt?: (userId: number, contentId: number) => Promise<number>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const resumeAt = deps.resumeAt ?? deps.media.position;

  return {
    async source(contentId: number, viewer: Viewer): Promise<TPlaySource> {
      const { found, scope } = await deps.access.decide(contentId, viewer);
      const { content, playlist, channel, media } = found;
      if (!media)
        throw new AppError('ERROR_CONTENT_NOT_EXIST', {
          reason: 'processing',
          detail: mediaTexts.processing,
        });
      const durationSec = media.durationMs / 1000;
      const isPublic = !media.encrypted && scope === 'full' && content.isFree;
      const expiresAtSec = Math.floor(now() / 1000) + streamTokenLifetimeSec(durationSec);
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
      const previewSec = scope === 'preview' ? Math.min(PREVIEW_SECONDS, Math.floor(durationSec)) : null;
      const [frames, captions, next, position] = await Promise.all([
        deps.media.frames(contentId),
        deps.media.captions(contentId),
        deps.media.nextEpisode(playlist.id, content.episodeNo, viewer.canSeeAdult),
        viewer.userId === null ? Promise.resolve(0) : resumeAt(viewer.userId, contentId),
      ]);
      const visibleFrames =
        previewSec === null ? frames : frames.filter((frame) => frame.atMs < previewSec * 1000);
      return {
        contentId,
        playlistId: playlist.id,
        episodeNo: content.episodeNo,
        title: content.title,
        playlistTitle: playlist.title,
        channelName: channel.name,
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
        captions:
          previewSec === null ? captions : captions.filter((line) => line.startMs < previewSec * 1000),
        resumeAt: previewSec === null ? Math.min(position, durationSec) : 0,
        next: next ? { contentId: next.id, title: next.title } : null,
      };
    },
  };
}

export type PlayService = ReturnType<typeof createPlayService>;
