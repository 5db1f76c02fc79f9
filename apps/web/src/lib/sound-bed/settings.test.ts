import { describe, expect, it } from 'vitest';
import { SOUND_IDS } from './ids.ts';
import { anySoundOn, BED_KEY, bedStorage, DEFAULT_BED, parseBed } from './settings.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('the sound bed settings', () => {
  it('start with every sound off', () => {
    expect(parseBed(null)).toEqual(DEFAULT_BED);
    expect(anySoundOn(DEFAULT_BED)).toBe(false);
    expect(Object.keys(DEFAULT_BED.sounds)).toEqual([...SOUND_IDS]);
  });

  it('are kept in the browser and read back as saved', () => {
    const storage = memoryStorage();
    const bed = bedStorage(() => storage);
    const settings = {
      ...DEFAULT_BED,
      sounds: { ...DEFAULT_BED.sounds, rain: { on: true, volume: 0.3 }, fire: { on: false, volume: 0.9 } },
      master: 0.8,
      keepPlaying: true,
    };
    bed.save(settings);
    expect(storage.getItem(BED_KEY)).not.toBeNull();
    expect(bed.load()).toEqual(settings);
    expect(anySoundOn(bed.load())).toBe(true);
    // A new visit reads the same.
    expect(bedStorage(() => storage).load()).toEqual(settings);
  });

  it('fall back to the default for missing, malformed or out-of-range values', () => {
    expect(parseBed('not json')).toEqual(DEFAULT_BED);
    expect(parseBed('[1,2]').sounds.rain).toEqual(DEFAULT_BED.sounds.rain);
    const parsed = parseBed(
      JSON.stringify({
        sounds: { rain: { on: 'yes', volume: 7 }, waves: { on: true }, hum: { on: true } },
        master: -1,
      }),
    );
    expect(parsed.sounds.rain).toEqual({ on: false, volume: 1 });
    expect(parsed.sounds.waves).toEqual({ on: true, volume: DEFAULT_BED.sounds.waves.volume });
    expect(parsed.master).toBe(0);
    expect(parsed.keepPlaying).toBe(false);
    expect(Object.keys(parsed.sounds)).toEqual([...SOUND_IDS]);
  });

  it('last for the visit when storage refuses', () => {
    const bed = bedStorage(() => {
      throw new Error('SecurityError');
    });
    expect(() => bed.save(DEFAULT_BED)).not.toThrow();
    expect(bed.load()).toEqual(DEFAULT_BED);
  });
});
