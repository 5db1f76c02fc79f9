import type { TPlaySource } from '@sogon/contract/schemas/media';
import type { PlayErrorKind } from './play-error.ts';
import { DEFAULT_PREFERENCES, type PlayerPreferences } from './preferences.ts';
import { SLEEP_OFF, type SleepSetting } from './sleep-timer.ts';

export type PlayerView = 'mini' | 'full';

/** What the caller already knows about an episode, shown while it loads or when it fails. */
export interface EpisodeHint {
  playlistId: number;
  title: string;
  cover?: string;
}

export interface PlayerSnapshot {
  status: 'idle' | 'loading' | 'ready' | 'error';
  /** The episode asked for (set as soon as loading starts). */
  contentId: number | null;
  hint: EpisodeHint | null;
  source: TPlaySource | null;
  error: PlayErrorKind | null;
  /** play() was refused (no user gesture yet): the listener has to press play. */
  blocked: boolean;
  playing: boolean;
  waiting: boolean;
  /** Seconds. */
  time: number;
  /** Seconds of the whole episode (a preview still shows the full length). */
  duration: number;
  /** A preview plays up to here (seconds); null for full access. */
  playableUntil: number | null;
  previewEnded: boolean;
  preferences: PlayerPreferences;
  /** Web Audio is available here, so the loudness boost works (not on iPhone). */
  normaliseAvailable: boolean;
  /** The gain normalisation applies to this episode (dB), for the settings panel. */
  gainDb: number;
  sleep: SleepSetting;
  view: PlayerView;
}

/** Nothing loaded: the mini bar is hidden. */
export const INITIAL_SNAPSHOT: PlayerSnapshot = {
  status: 'idle',
  contentId: null,
  hint: null,
  source: null,
  error: null,
  blocked: false,
  playing: false,
  waiting: false,
  time: 0,
  duration: 0,
  playableUntil: null,
  previewEnded: false,
  preferences: DEFAULT_PREFERENCES,
  normaliseAvailable: false,
  gainDb: 0,
  sleep: SLEEP_OFF,
  view: 'mini',
};
