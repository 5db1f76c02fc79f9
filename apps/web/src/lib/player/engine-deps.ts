import type { TPlayEndReason } from '@sogon/contract/schemas/audience';
import type { TPlaySource } from '@sogon/contract/schemas/media';
import type { AudioOutput } from './audio-output.ts';
import type { attachSource } from './hls-attach.ts';
import type { CreateMedia } from './media-elements.ts';
import type { PlayErrorKind } from './play-error.ts';
import type { PlayerPreferences } from './preferences.ts';
import type { Repeat } from './sleep-timer.ts';

/** The part of the playtime reporter (lib/playback/reporter.ts) the player drives. */
export interface PlaytimeReporter {
  start(): void;
  markPlaying(playing: boolean): void;
  pause(): void;
  /** The play ends here, and why (the creator's retention curve). */
  end(reason: TPlayEndReason): void;
  stop(reason?: TPlayEndReason): void;
}

export interface PlayerDeps {
  fetchSource: (contentId: number, signal?: AbortSignal) => Promise<TPlaySource>;
  fetchPlaylistIds: (playlistId: number) => Promise<number[]>;
  createReporter: (options: { contentId: number; position: () => number }) => PlaytimeReporter;
  preferences: PlayerPreferences;
  savePreferences: (preferences: PlayerPreferences) => void;
  rememberRecent: (playlistId: number, contentId: number) => void;
  /** Short Korean notices (toasts): sleep timer done, no next episode… */
  notify: (kind: 'sleep-done' | 'no-next' | 'error', error?: PlayErrorKind) => void;
  /** Makes the <audio> and <video> the engine owns. */
  createMedia: CreateMedia;
  /** Points an element at an HLS source (hls-attach.ts). */
  attach: typeof attachSource;
  /** Volume, loudness gain and the sleep fade, over Web Audio where it runs (audio-output.ts). */
  output: AudioOutput;
  /** Wall-clock milliseconds: signed-URL expiry, the refresh cooldown, the sleep timer. */
  now: () => number;
  /** The sleep timer's tick. */
  every: Repeat;
  /** The sleep timer's fade began here: where the listener probably fell asleep (lib/sleep). */
  onSleepFade?: (mark: { contentId: number; position: number; at: number }) => void;
}
