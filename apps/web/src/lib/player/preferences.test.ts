import { describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES, parsePreferences } from './preferences.ts';

describe('stored player preferences', () => {
  it('reads what was saved', () => {
    const saved = {
      volume: 0.4,
      muted: true,
      rate: 1.5,
      loop: 'playlist',
      normalise: false,
      shortcuts: false,
    };
    expect(parsePreferences(JSON.stringify(saved))).toEqual(saved);
  });

  it('falls back per field on bad values', () => {
    expect(parsePreferences('{"volume":3,"rate":9,"loop":"forever","muted":"yes"}')).toEqual({
      ...DEFAULT_PREFERENCES,
      volume: 1,
      rate: 2,
    });
  });

  it('normalises by default and survives garbage', () => {
    expect(DEFAULT_PREFERENCES.normalise).toBe(true);
    expect(parsePreferences(null)).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('not json')).toEqual(DEFAULT_PREFERENCES);
    expect(parsePreferences('[1]')).toMatchObject({ volume: 1 });
  });
});
