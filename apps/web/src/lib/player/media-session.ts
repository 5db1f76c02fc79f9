import { playerTexts } from '@sogon/contract/messages/player';
import type { TPlaySource } from '@sogon/contract/schemas/media';

export interface SessionMetadata {
  title: string;
  artist: string;
  album: string;
  artwork: { src: string; sizes?: string; type?: string }[];
}

function imageType(src: string): string | undefined {
  const path = src.split('?')[0]!.toLowerCase();
  if (path.endsWith('.svg')) return 'image/svg+xml';
  if (path.endsWith('.png')) return 'image/png';
  if (path.endsWith('.webp')) return 'image/webp';
  if (path.endsWith('.jpg') || path.endsWith('.jpeg')) return 'image/jpeg';
  return undefined;
}

/**
 * Lock-screen metadata: the episode, its channel as the artist, its playlist as the album, and
 * the audio-toon image on screen (or the cover) as the artwork.
 */
export function sessionMetadata(source: TPlaySource, frameIndex: number): SessionMetadata {
  const frame = frameIndex >= 0 ? source.frames[frameIndex] : undefined;
  const src = frame?.src ?? source.cover;
  const type = imageType(src);
  const sizes = frame ? `${frame.width}x${frame.height}` : undefined;
  return {
    title: playerTexts.episodeTitle(source.episodeNo, source.title),
    artist: source.channelName,
    album: source.playlistTitle,
    artwork: src ? [{ src, ...(sizes ? { sizes } : {}), ...(type ? { type } : {}) }] : [],
  };
}

export type PositionState = Required<MediaPositionState>;

/** A position state the API accepts (it throws on position > duration or a zero rate), or null. */
export function positionState(
  duration: number,
  position: number,
  playbackRate: number,
): PositionState | null {
  if (!Number.isFinite(duration) || duration <= 0) return null;
  if (!Number.isFinite(position) || !Number.isFinite(playbackRate) || playbackRate <= 0) return null;
  return { duration, position: Math.min(duration, Math.max(0, position)), playbackRate };
}
