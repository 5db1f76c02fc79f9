import { existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  coverSvg,
  demoSessionArgs,
  demoSoundArgs,
  demoVideoArgs,
  probe,
  runFfmpeg,
  voiceLine,
} from '@sogon/media';
import type { ObjectStorage } from '#api/adapters/storage/types';
import type { DemoPlaylist } from './demo-data.ts';

/** Lengths that override every playlist's own (tests render short episodes). */
export interface DemoDurations {
  audioSec: number;
  videoSec: number;
}

export interface RenderedEpisode {
  mediaKey: string;
  durationSec: number;
}

/** Length of the synthesised loop a playlist's sessions are built from. */
export const DEMO_LOOP_SEC = 60;
/** How far apart in the loop the episodes of one playlist start. */
const EPISODE_OFFSET_SEC = 17;

/** A playlist's episode length: its own, unless the caller forces one. */
export function episodeSeconds(playlist: DemoPlaylist, durations?: DemoDurations): number {
  if (!durations) return playlist.episodeSec;
  return playlist.mediaType === 'video' ? durations.videoSec : durations.audioSec;
}

/**
 * The loop every episode of a playlist is built from (16-bit PCM WAV under `<mediaRoot>/demo/loops/`),
 * rendered once; `loops` shares one render between the episodes rendered at the same time.
 */
function playlistLoop(
  mediaRoot: string,
  playlist: DemoPlaylist,
  playlistIndex: number,
  loopSec: number,
  loops: Map<number, Promise<string>>,
): Promise<string> {
  const known = loops.get(playlistIndex);
  if (known) return known;
  const rendering = (async () => {
    const file = path.join(mediaRoot, `demo/loops/p${playlistIndex + 1}.wav`);
    if (existsSync(file)) return file;
    await mkdir(path.dirname(file), { recursive: true });
    const partial = `${file}.tmp.wav`;
    const voice = playlist.voice ? voiceLine(playlist.voice)?.file : undefined;
    await runFfmpeg(
      demoSoundArgs(playlist.sound, {
        durationSec: loopSec,
        output: partial,
        seed: playlistIndex * 10,
        loop: true,
        ...(voice ? { voiceFile: voice } : {}),
      }),
      { timeoutMs: 120_000 },
    );
    await rename(partial, file);
    return file;
  })();
  // A failed render is tried again by the next caller (the seed retries transient failures).
  rendering.catch(() => loops.delete(playlistIndex));
  loops.set(playlistIndex, rendering);
  return rendering;
}

/** Removes the loops once every episode is rendered. */
export async function removeDemoLoops(mediaRoot: string): Promise<void> {
  await rm(path.join(mediaRoot, 'demo/loops'), { recursive: true, force: true });
}

/**
 * Renders one episode's media under `<mediaRoot>/demo/` unless it is already there: a session of
 * the playlist's length from its loop, starting at a different point for each episode (and a
 * video over it for video playlists). Files are written to a temporary name and renamed, so an
 * interrupted first start never leaves a half-written file that a later start would trust.
 */
export async function renderEpisodeMedia(
  mediaRoot: string,
  playlist: DemoPlaylist,
  playlistIndex: number,
  episodeIndex: number,
  options: { durations?: DemoDurations; loops: Map<number, Promise<string>> },
): Promise<RenderedEpisode> {
  const base = `demo/episodes/p${playlistIndex + 1}-e${episodeIndex + 1}`;
  const isVideo = playlist.mediaType === 'video';
  const key = `${base}.${isVideo ? 'mp4' : 'm4a'}`;
  const target = path.join(mediaRoot, key);
  if (!existsSync(target)) {
    await mkdir(path.dirname(target), { recursive: true });
    const durationSec = episodeSeconds(playlist, options.durations);
    const loopSec = Math.min(DEMO_LOOP_SEC, durationSec);
    const loopFile = await playlistLoop(mediaRoot, playlist, playlistIndex, loopSec, options.loops);
    const audio = path.join(mediaRoot, `${base}.audio.tmp.m4a`);
    await runFfmpeg(
      demoSessionArgs({
        loopFile,
        durationSec,
        output: audio,
        offsetSec: (episodeIndex * EPISODE_OFFSET_SEC) % loopSec,
        bitrateKbps: 96,
        ...(playlist.earToEarSec ? { earToEarSec: playlist.earToEarSec } : {}),
      }),
      { timeoutMs: 120_000 },
    );
    if (isVideo) {
      const video = `${target}.tmp.mp4`;
      await runFfmpeg(
        demoVideoArgs({
          audioFile: audio,
          durationSec,
          output: video,
          seed: playlistIndex * 10 + episodeIndex,
        }),
        {
          timeoutMs: 180_000,
        },
      );
      await rm(audio, { force: true });
      await rename(video, target);
    } else {
      await rename(audio, target);
    }
  }
  const probed = await probe(target);
  return { mediaKey: key, durationSec: Math.round(probed.durationSec) };
}

/** Stores a demo picture in the public store and answers its address. */
export async function writeSvg(publicStorage: ObjectStorage, key: string, svg: string): Promise<string> {
  await publicStorage.putBytes(key, Buffer.from(svg), { contentType: 'image/svg+xml' });
  return `/media/${key}`;
}

export function coverFor(
  seed: string,
  size: { width: number; height: number } = { width: 600, height: 600 },
) {
  return coverSvg(seed, size);
}
