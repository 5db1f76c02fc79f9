import { createPlaytimeQueue } from '../playback/playtime-queue.ts';
import { createPlaytimeReporter } from '../playback/reporter.ts';
import { fetchPlaylistEpisodeIds, fetchPlaySource } from './api.ts';
import { AudioOutput } from './audio-output.ts';
import { type PlayerDeps, PlayerEngine } from './engine.ts';
import { takeMedia } from './gesture-media.ts';
import { attachSource } from './hls-attach.ts';
import { loadPreferences, savePreferences } from './preferences.ts';
import { rememberRecent } from './recent.ts';
import { repeatWithInterval } from './sleep-timer.ts';

/** The engine of a browser tab: the API, this browser's storage, the DOM, Web Audio and real timers. */
export function createPlayerEngine(notify: PlayerDeps['notify']): PlayerEngine {
  // One queue for the tab: every episode's reports leave in the same batches.
  const playtime = createPlaytimeQueue();
  return new PlayerEngine({
    fetchSource: fetchPlaySource,
    fetchPlaylistIds: fetchPlaylistEpisodeIds,
    createReporter: (options) => createPlaytimeReporter({ ...options, queue: playtime }),
    preferences: loadPreferences(),
    savePreferences,
    rememberRecent,
    notify,
    createMedia: takeMedia,
    attach: attachSource,
    output: new AudioOutput(),
    now: () => Date.now(),
    every: repeatWithInterval,
  });
}
