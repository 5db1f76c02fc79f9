import { describe, expect, it } from 'vitest';
import { bedCue } from './follow.ts';
import { DEFAULT_BED } from './settings.ts';

const on = { ...DEFAULT_BED, sounds: { ...DEFAULT_BED.sounds, rain: { on: true, volume: 0.5 } } };
const keep = { ...on, keepPlaying: true };

describe('when the bed sounds (decision 073)', () => {
  it('follows play and pause, holding while an episode loads', () => {
    expect(bedCue({ status: 'ready', playing: true }, on)).toBe('play');
    expect(bedCue({ status: 'ready', playing: false }, on)).toBe('stop');
    expect(bedCue({ status: 'loading', playing: false }, on)).toBe('hold');
    expect(bedCue({ status: 'error', playing: false }, on)).toBe('stop');
  });

  it('plays on through a pause with 계속 재생', () => {
    expect(bedCue({ status: 'ready', playing: false }, keep)).toBe('play');
    expect(bedCue({ status: 'error', playing: false }, keep)).toBe('play');
  });

  it('is silent with no sound on or the player closed', () => {
    expect(bedCue({ status: 'ready', playing: true }, DEFAULT_BED)).toBe('stop');
    expect(bedCue({ status: 'idle', playing: false }, keep)).toBe('stop');
  });
});
