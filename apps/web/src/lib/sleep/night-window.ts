import { kstParts } from '@sogon/contract/time/kst';
import { SLEEP_MINUTES } from '../player/sleep-timer.ts';

/** The automatic sleep timer: inside these Seoul hours, starting playback starts the timer. */
export interface NightWindow {
  enabled: boolean;
  /** Hour of the day (0–23, KST) the window opens at, inclusive. */
  fromHour: number;
  /** Hour of the day (0–23, KST) the window closes at, exclusive; earlier than `fromHour` crosses midnight. */
  toHour: number;
  /** The length of the timer it starts. */
  minutes: number;
}

export const DEFAULT_NIGHT_WINDOW: NightWindow = { enabled: false, fromHour: 23, toHour: 6, minutes: 30 };

export const NIGHT_WINDOW_KEY = 'sogon_night_timer';

/**
 * Whether the instant `at` (ms) falls inside the window, read on the Seoul clock (UTC+9, no
 * daylight saving, so no gaps or repeated hours). `fromHour` counts, `toHour` does not:
 * 23–6 holds 23:00:00 and 05:59:59, not 06:00:00. Equal hours mean the whole day.
 */
export function insideNightWindow(window: Pick<NightWindow, 'fromHour' | 'toHour'>, at: number): boolean {
  const { hour } = kstParts(at);
  const { fromHour, toHour } = window;
  if (fromHour === toHour) return true;
  return fromHour < toHour ? hour >= fromHour && hour < toHour : hour >= fromHour || hour < toHour;
}

/** The timer should start by itself: the window is on, no timer runs, and it is night now. */
export function shouldStartNightTimer(window: NightWindow, timerRunning: boolean, at: number): boolean {
  return window.enabled && !timerRunning && insideNightWindow(window, at);
}

const isHour = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 23;

/** Stored JSON → the window; anything missing or malformed falls back to the default. */
export function parseNightWindow(raw: string | null): NightWindow {
  if (!raw) return DEFAULT_NIGHT_WINDOW;
  let value: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return DEFAULT_NIGHT_WINDOW;
    value = parsed as Record<string, unknown>;
  } catch {
    return DEFAULT_NIGHT_WINDOW;
  }
  const minutes = value.minutes;
  return {
    enabled: typeof value.enabled === 'boolean' ? value.enabled : DEFAULT_NIGHT_WINDOW.enabled,
    fromHour: isHour(value.fromHour) ? value.fromHour : DEFAULT_NIGHT_WINDOW.fromHour,
    toHour: isHour(value.toHour) ? value.toHour : DEFAULT_NIGHT_WINDOW.toHour,
    minutes: SLEEP_MINUTES.includes(minutes as (typeof SLEEP_MINUTES)[number])
      ? (minutes as number)
      : DEFAULT_NIGHT_WINDOW.minutes,
  };
}

export function loadNightWindow(): NightWindow {
  try {
    return parseNightWindow(window.localStorage.getItem(NIGHT_WINDOW_KEY));
  } catch {
    return DEFAULT_NIGHT_WINDOW;
  }
}

export function saveNightWindow(value: NightWindow): void {
  try {
    window.localStorage.setItem(NIGHT_WINDOW_KEY, JSON.stringify(value));
  } catch {
    // Private mode or a full quota: the setting lasts for this visit only.
  }
}
