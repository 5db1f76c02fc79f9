import { clamp } from './time.ts';

export const SLEEP_MINUTES = [15, 30, 45, 60] as const;
/** The volume fades to silence over the timer's last ten seconds. */
export const SLEEP_FADE_MS = 10_000;
export const SLEEP_TICK_MS = 250;
/** "10분 더": what one tap (or the lock screen's play after a sleep stop) adds. */
export const SLEEP_EXTEND_MINUTES = 10;
/** The screen dims (one tap: 10분 더) over the timer's last minute. */
export const SLEEP_DIM_MS = 60_000;

export type SleepSetting =
  | { kind: 'off' }
  | { kind: 'minutes'; minutes: number; endsAt: number }
  | { kind: 'episode-end' };

export const SLEEP_OFF: SleepSetting = { kind: 'off' };

export interface SleepClock {
  /** Wall-clock milliseconds. */
  now: number;
  /** Seconds of the episode left at the current position, null when unknown. */
  episodeRemainingSec: number | null;
  playbackRate: number;
}

export interface SleepReading {
  /** Real time until the timer stops playback, null when off or unknown. */
  remainingMs: number | null;
  /** Volume factor: 1 until the fade starts, then down to 0. */
  level: number;
  done: boolean;
}

export function readSleep(setting: SleepSetting, clock: SleepClock): SleepReading {
  let remainingMs: number | null = null;
  if (setting.kind === 'minutes') remainingMs = setting.endsAt - clock.now;
  if (setting.kind === 'episode-end' && clock.episodeRemainingSec !== null) {
    remainingMs = (clock.episodeRemainingSec * 1000) / Math.max(0.1, clock.playbackRate);
  }
  if (remainingMs === null) return { remainingMs: null, level: 1, done: false };
  return {
    remainingMs: Math.max(0, remainingMs),
    level: fadeLevel(remainingMs),
    done: remainingMs <= 0,
  };
}

/** Linear fade over the last SLEEP_FADE_MS: 1 before, 0 at the end. */
export function fadeLevel(remainingMs: number): number {
  return clamp(remainingMs / SLEEP_FADE_MS, 0, 1);
}

export interface SleepTimerOptions {
  episodeRemainingSec: () => number | null;
  playbackRate: () => number;
  /** Whether the media is playing: the episode-end timer only runs down while it plays. */
  isPlaying: () => boolean;
  /** Ramp the fade gain to `level` over `rampMs` (0: at once). */
  onLevel: (level: number, rampMs: number) => void;
  /** Time is up: pause. The level is restored to 1 right after. */
  onExpire: () => void;
  onChange?: (setting: SleepSetting) => void;
  /** The fade has just begun (once per fade): where the listener probably fell asleep. */
  onFadeStart?: () => void;
  now?: () => number;
  /** Calls `tick` every `ms` until the returned stop is called (default setInterval). */
  every?: Repeat;
}

export type Repeat = (ms: number, tick: () => void) => () => void;

export const repeatWithInterval: Repeat = (ms, tick) => {
  const interval = setInterval(tick, ms);
  return () => clearInterval(interval);
};

export interface SleepTimer {
  readonly setting: SleepSetting;
  startMinutes(minutes: number): void;
  startEpisodeEnd(): void;
  /** Adds minutes to a running timer (an episode-end one becomes a minutes one); starts one when off. */
  extend(minutes: number): void;
  cancel(): void;
  read(): SleepReading;
  dispose(): void;
}

/**
 * The sleep timer: a 250 ms tick that reads the remaining time and, inside the fade window,
 * asks for a short linear ramp to the level of the next tick (so pausing, seeking or changing
 * speed mid-fade corrects itself on the next tick). When time is up it pauses, then restores
 * the volume so the next play is not silent.
 */
export function createSleepTimer(options: SleepTimerOptions): SleepTimer {
  const now = options.now ?? (() => Date.now());
  const every = options.every ?? repeatWithInterval;
  let setting: SleepSetting = SLEEP_OFF;
  let stopRepeat: (() => void) | null = null;
  let lastLevel = 1;

  const clock = (): SleepClock => ({
    now: now(),
    episodeRemainingSec: options.episodeRemainingSec(),
    playbackRate: options.playbackRate(),
  });

  const change = (next: SleepSetting) => {
    setting = next;
    options.onChange?.(next);
  };

  const stopTicking = () => {
    stopRepeat?.();
    stopRepeat = null;
  };

  const restore = (rampMs: number) => {
    if (lastLevel < 1) options.onLevel(1, rampMs);
    lastLevel = 1;
  };

  const tick = () => {
    const reading = readSleep(setting, clock());
    if (reading.done) {
      stopTicking();
      change(SLEEP_OFF);
      options.onExpire();
      restore(0);
      return;
    }
    if (reading.remainingMs === null) return;
    const advancing = setting.kind === 'minutes' || options.isPlaying();
    const ahead = advancing ? fadeLevel(reading.remainingMs - SLEEP_TICK_MS) : reading.level;
    if (ahead < 1 && lastLevel >= 1) options.onFadeStart?.();
    if (ahead < 1 || lastLevel < 1) {
      options.onLevel(ahead, SLEEP_TICK_MS);
      lastLevel = ahead;
    }
  };

  const start = (next: SleepSetting) => {
    stopTicking();
    restore(300);
    change(next);
    stopRepeat = every(SLEEP_TICK_MS, tick);
  };

  return {
    get setting() {
      return setting;
    },
    startMinutes(minutes) {
      start({ kind: 'minutes', minutes, endsAt: now() + minutes * 60_000 });
    },
    startEpisodeEnd() {
      start({ kind: 'episode-end' });
    },
    extend(minutes) {
      const remainingMs = readSleep(setting, clock()).remainingMs;
      if (setting.kind === 'off' || remainingMs === null) {
        start({ kind: 'minutes', minutes, endsAt: now() + minutes * 60_000 });
        return;
      }
      const endsAt = now() + remainingMs + minutes * 60_000;
      const total =
        setting.kind === 'minutes' ? setting.minutes + minutes : Math.ceil((endsAt - now()) / 60_000);
      // Out of the fade at once: the listener is awake.
      restore(300);
      change({ kind: 'minutes', minutes: total, endsAt });
    },
    cancel() {
      stopTicking();
      restore(300);
      if (setting.kind !== 'off') change(SLEEP_OFF);
    },
    read: () => readSleep(setting, clock()),
    dispose() {
      stopTicking();
    },
  };
}
