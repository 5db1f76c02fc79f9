import { LOOP_MODES, type LoopMode } from './queue.ts';
import { clampSpeed } from './speed.ts';
import { clamp } from './time.ts';

/** Listener settings kept in this browser. */
export interface PlayerPreferences {
  volume: number;
  muted: boolean;
  rate: number;
  loop: LoopMode;
  normalise: boolean;
  /** Single-key shortcuts can be turned off (WCAG 2.1.4). */
  shortcuts: boolean;
}

export const DEFAULT_PREFERENCES: PlayerPreferences = {
  volume: 1,
  muted: false,
  rate: 1,
  loop: 'off',
  normalise: true,
  shortcuts: true,
};

export const PREFERENCES_KEY = 'sogon_player';

/** Stored JSON → preferences; anything missing or malformed falls back to the default. */
export function parsePreferences(raw: string | null): PlayerPreferences {
  if (!raw) return DEFAULT_PREFERENCES;
  let value: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return DEFAULT_PREFERENCES;
    value = parsed as Record<string, unknown>;
  } catch {
    return DEFAULT_PREFERENCES;
  }
  const number = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
  const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback);
  return {
    volume: clamp(number(value.volume) ?? DEFAULT_PREFERENCES.volume, 0, 1),
    muted: bool(value.muted, DEFAULT_PREFERENCES.muted),
    rate: clampSpeed(number(value.rate) ?? DEFAULT_PREFERENCES.rate),
    loop: LOOP_MODES.includes(value.loop as LoopMode) ? (value.loop as LoopMode) : DEFAULT_PREFERENCES.loop,
    normalise: bool(value.normalise, DEFAULT_PREFERENCES.normalise),
    shortcuts: bool(value.shortcuts, DEFAULT_PREFERENCES.shortcuts),
  };
}

export function loadPreferences(): PlayerPreferences {
  try {
    return parsePreferences(window.localStorage.getItem(PREFERENCES_KEY));
  } catch {
    return DEFAULT_PREFERENCES;
  }
}

export function savePreferences(preferences: PlayerPreferences): void {
  try {
    window.localStorage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
  } catch {
    // Private mode or a full quota: the settings last for this visit only.
  }
}
