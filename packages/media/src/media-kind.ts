// What a probed file is to us: real video, audio only, or nothing we can stream.

import type { ProbeResult, ProbeVideo } from './run.ts';

// Demuxers that open pictures and text (ffmpeg reads a long .txt as ANSI art "video").
const STILL_OR_TEXT_FORMATS = new Set(['image2', 'tty', 'bin', 'xbin', 'adf', 'idf', 'gif', 'apng']);

/** True when ffprobe recognised the file as a picture or text rather than audio or video. */
export function isStillOrTextFormat(formatName: string | undefined): boolean {
  if (!formatName) return false;
  return formatName.split(',').some((name) => STILL_OR_TEXT_FORMATS.has(name) || name.endsWith('_pipe'));
}

/** The video stream worth transcoding: not cover art, with a size. Null for audio files. */
export function playableVideo(probe: ProbeResult): ProbeVideo | null {
  const video = probe.video;
  if (!video || video.attachedPic || isStillOrTextFormat(probe.formatName)) return null;
  return video.width > 0 && video.height > 0 ? video : null;
}

/** The size a player shows: the coded size, turned when the stream says to rotate by 90°. */
export function displaySize(video: ProbeVideo): { width: number; height: number } {
  const quarterTurn = Math.abs(video.rotation ?? 0) === 90;
  return quarterTurn
    ? { width: video.height, height: video.width }
    : { width: video.width, height: video.height };
}
