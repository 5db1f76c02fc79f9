import { currentPlaySource } from '../playback/play-source.ts';
import { storageOutbox } from '../playback/playtime-outbox.ts';
import { createPlaytimeQueue } from '../playback/playtime-queue.ts';
import { createPlaytimeReporter } from '../playback/reporter.ts';
import { noteSleepStop } from '../sleep/wake.ts';
import { fetchPlaylistEpisodeIds, fetchPlaySource } from './api.ts';
import { AudioOutput } from './audio-output.ts';
import { type PlayerDeps, PlayerEngine } from './engine.ts';
import { takeMedia } from './gesture-media.ts';
import { attachSource } from './hls-attach.ts';
import { loadPreferences, savePreferences } from './preferences.ts';
import { rememberRecent } from './recent.ts';
import { repeatWithInterval } from './sleep-timer.ts';

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The engine of a browser tab: the API, this browser's storage, the DOM, Web Audio and real timers. */
export function createPlayerEngine(notify: PlayerDeps['notify']): PlayerEngine {
  // One queue for the tab: every episode's reports leave in the same batches. Reports made
  // offline (a saved episode) wait in this browser's storage until the network is back.
  const playtime = createPlaytimeQueue({
    outbox: storageOutbox(browserStorage()),
    isOnline: () => navigator.onLine,
  });
  window.addEventListener('online', () => playtime.retry());
  playtime.retry();
  return new PlayerEngine({
    fetchSource: fetchPlaySource,
    fetchPlaylistIds: fetchPlaylistEpisodeIds,
    createReporter: (options) =>
      createPlaytimeReporter({ ...options, queue: playtime, source: currentPlaySource() }),
    preferences: loadPreferences(),
    savePreferences,
    rememberRecent,
    notify: (kind, error) => {
      if (kind === 'sleep-done') noteSleepStop(Date.now());
      notify(kind, error);
    },
    createMedia: takeMedia,
    attach: attachSource,
    output: new AudioOutput(),
    now: () => Date.now(),
    every: repeatWithInterval,
    // 잠든 곳부터: loaded when a fade first begins.
    onSleepFade: (mark) =>
      void import('../sleep/sleep-mark-store.ts')
        .then((store) => store.keepSleepMark(mark))
        .catch(() => undefined),
  });
}
