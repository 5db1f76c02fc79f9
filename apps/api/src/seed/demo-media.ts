import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { coverSvg, demoSoundArgs, demoVideoArgs, probe, runFfmpeg, voiceLine } from '@sogon/media';
import type { DemoPlaylist } from './demo-data.ts';

export interface DemoDurations {
  audioSec: number;
  videoSec: number;
}

export const DEMO_DURATIONS: DemoDurations = { audioSec: 40, videoSec: 20 };

export interface RenderedEpisode {
  mediaKey: string;
  durationSec: number;
}

/**
 * Renders one episode's media under `<mediaRoot>/demo/` unless it is already there. Files are
 * written to a temporary name and renamed, so an interrupted first start never leaves a
 * half-written file that a later start would trust.
 */
export async function renderEpisodeMedia(
  mediaRoot: string,
  playlist: DemoPlaylist,
  playlistIndex: number,
  episodeIndex: number,
  durations: DemoDurations = DEMO_DURATIONS,
): Promise<RenderedEpisode> {
  const base = `demo/episodes/p${playlistIndex + 1}-e${episodeIndex + 1}`;
  const isVideo = playlist.mediaType === 'video';
  const key = `${base}.${isVideo ? 'mp4' : 'm4a'}`;
  const target = path.join(mediaRoot, key);
  if (!existsSync(target)) {
    await mkdir(path.dirname(target), { recursive: true });
    const seed = playlistIndex * 10 + episodeIndex;
    const audio = path.join(mediaRoot, `${base}.audio.tmp.m4a`);
    const voice = playlist.voice ? voiceLine(playlist.voice)?.file : undefined;
    await runFfmpeg(
      demoSoundArgs(playlist.sound, {
        durationSec: isVideo ? durations.videoSec : durations.audioSec,
        output: audio,
        seed,
        bitrateKbps: 96,
        ...(voice ? { voiceFile: voice } : {}),
      }),
      { timeoutMs: 120_000 },
    );
    if (isVideo) {
      const video = `${target}.tmp.mp4`;
      await runFfmpeg(
        demoVideoArgs({ audioFile: audio, durationSec: durations.videoSec, output: video, seed }),
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

export async function writeSvg(mediaRoot: string, key: string, svg: string): Promise<string> {
  const file = path.join(mediaRoot, key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, svg);
  return `/media/${key}`;
}

export function coverFor(
  seed: string,
  size: { width: number; height: number } = { width: 600, height: 600 },
) {
  return coverSvg(seed, size);
}
