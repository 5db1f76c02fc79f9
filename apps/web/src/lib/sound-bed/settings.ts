import { clamp } from '../player/time.ts';
import { SOUND_IDS, type SoundId } from './ids.ts';

/** One sound of the bed as the listener set it. */
export interface SoundSetting {
  on: boolean;
  /** 0–1, as the slider shows it (the gain is its square: equal steps sound equal). */
  volume: number;
}

/** The listener's sound bed, kept in this browser. */
export interface BedSettings {
  sounds: Record<SoundId, SoundSetting>;
  /** The whole bed's volume, 0–1. */
  master: number;
  /** 계속 재생: the bed plays on while the episode is paused (else it follows play and pause). */
  keepPlaying: boolean;
}

export const DEFAULT_SOUND_VOLUME = 0.5;

export const DEFAULT_BED: BedSettings = {
  sounds: Object.fromEntries(
    SOUND_IDS.map((id) => [id, { on: false, volume: DEFAULT_SOUND_VOLUME }]),
  ) as Record<SoundId, SoundSetting>,
  master: 0.6,
  keepPlaying: false,
};

export const BED_KEY = 'sogon_sound_bed';

const level = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? clamp(value, 0, 1) : fallback;

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};

/** Stored JSON → settings; anything missing or malformed falls back to the default. */
export function parseBed(raw: string | null): BedSettings {
  if (!raw) return DEFAULT_BED;
  let value: Record<string, unknown>;
  try {
    value = record(JSON.parse(raw));
  } catch {
    return DEFAULT_BED;
  }
  const sounds = record(value.sounds);
  return {
    sounds: Object.fromEntries(
      SOUND_IDS.map((id) => {
        const sound = record(sounds[id]);
        return [id, { on: sound.on === true, volume: level(sound.volume, DEFAULT_SOUND_VOLUME) }];
      }),
    ) as Record<SoundId, SoundSetting>,
    master: level(value.master, DEFAULT_BED.master),
    keepPlaying: value.keepPlaying === true,
  };
}

/** Whether any sound is on (then the bed loads with the player's first play). */
export function anySoundOn(settings: BedSettings): boolean {
  return SOUND_IDS.some((id) => settings.sounds[id].on);
}

export interface BedStorage {
  load(): BedSettings;
  save(settings: BedSettings): void;
}

/** The bed's settings in `storage` (this browser's localStorage by default). */
export function bedStorage(storage: () => Storage | null = browserStorage): BedStorage {
  return {
    load() {
      try {
        return parseBed(storage()?.getItem(BED_KEY) ?? null);
      } catch {
        return DEFAULT_BED;
      }
    },
    save(settings) {
      try {
        storage()?.setItem(BED_KEY, JSON.stringify(settings));
      } catch {
        // Private mode or a full quota: the bed lasts for this visit only.
      }
    },
  };
}

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
