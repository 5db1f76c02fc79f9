import { describe, expect, it } from 'vitest';
import type { PlayerSnapshot } from '../player/player-state.ts';
import { type BedPlayer, PAUSE_GRACE_MS, SoundBed } from './controller.ts';
import { FakeAudioContext } from './fake-audio.ts';
import { RELEASE_SEC, sliderGain } from './mixer.ts';
import { type BedSettings, type BedStorage, DEFAULT_BED } from './settings.ts';

type State = Pick<PlayerSnapshot, 'status' | 'playing'>;

function setup(saved: BedSettings = DEFAULT_BED, options: { audio?: boolean } = {}) {
  let state: State = { status: 'ready', playing: false };
  const listeners = new Set<() => void>();
  const player: BedPlayer = {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
  };
  const setPlayer = (next: State) => {
    state = next;
    for (const listener of listeners) listener();
  };
  let stored = saved;
  const storage: BedStorage = { load: () => stored, save: (settings) => (stored = settings) };
  const timers: { at: number; run: () => void }[] = [];
  let clock = 0;
  const advance = (ms: number) => {
    clock += ms;
    for (const timer of timers.filter((t) => t.at <= clock)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  const context = new FakeAudioContext();
  const marks: string[] = [];
  const bed = new SoundBed(player, {
    audio: () => (options.audio === false ? null : context.audio),
    storage,
    after: (ms, run) => {
      const timer = { at: clock + ms, run };
      timers.push(timer);
      return () => {
        const index = timers.indexOf(timer);
        if (index >= 0) timers.splice(index, 1);
      };
    },
    mark: (sounding) => marks.push(sounding.join(' ')),
  });
  return { bed, context, setPlayer, storage: () => stored, advance, marks };
}

const master = (context: FakeAudioContext) => context.masters[0]!;

describe('the sound bed under the player', () => {
  it('plays a sound turned on while the episode plays, at its volume under the master, to the destination', () => {
    const { bed, context, setPlayer, storage, marks } = setup();
    setPlayer({ status: 'ready', playing: true });
    bed.toggle('rain');
    expect(bed.getSnapshot().sounding).toEqual(['rain']);
    expect(marks.at(-1)).toBe('rain');
    expect(context.masters).toHaveLength(1);
    expect(master(context).gain.heading).toBeCloseTo(sliderGain(DEFAULT_BED.master));
    const [rain] = context.soundGains(master(context));
    // From silence, ramping to the volume: no click.
    expect(rain!.gain.value).toBe(0);
    expect(rain!.gain.heading).toBeCloseTo(sliderGain(DEFAULT_BED.sounds.rain.volume));
    expect(context.running.length).toBeGreaterThan(0);

    bed.setVolume('rain', 0.8);
    expect(rain!.gain.heading).toBeCloseTo(0.64);
    expect(storage().sounds.rain).toEqual({ on: true, volume: 0.8 });
    bed.setMaster(0.5);
    expect(master(context).gain.heading).toBeCloseTo(0.25);
  });

  it('waits for the episode to play unless 계속 재생 is on', () => {
    const { bed, context, setPlayer } = setup();
    bed.toggle('waves');
    expect(bed.getSnapshot().sounding).toEqual([]);
    expect(context.running).toHaveLength(0);
    bed.setKeepPlaying(true);
    expect(bed.getSnapshot().sounding).toEqual(['waves']);
    setPlayer({ status: 'ready', playing: true });
    setPlayer({ status: 'ready', playing: false });
    expect(bed.getSnapshot().sounding).toEqual(['waves']);
  });

  it('fades out a moment after a pause, and holds through a change of episode', () => {
    const { bed, context, setPlayer, advance } = setup();
    setPlayer({ status: 'ready', playing: true });
    bed.toggle('fan');
    bed.toggle('fire');
    expect(bed.getSnapshot().sounding).toEqual(['fan', 'fire']);

    // The next episode: load (paused, loading), then ready and playing again within the grace.
    setPlayer({ status: 'loading', playing: false });
    advance(PAUSE_GRACE_MS * 2);
    setPlayer({ status: 'ready', playing: false });
    advance(PAUSE_GRACE_MS / 2);
    setPlayer({ status: 'ready', playing: true });
    advance(PAUSE_GRACE_MS * 2);
    expect(bed.getSnapshot().sounding).toEqual(['fan', 'fire']);

    setPlayer({ status: 'ready', playing: false });
    advance(PAUSE_GRACE_MS - 1);
    expect(bed.getSnapshot().sounding).toEqual(['fan', 'fire']);
    advance(1);
    expect(bed.getSnapshot().sounding).toEqual([]);
    expect(master(context).gain.heading).toBe(0);
    // Every source is told to stop once the ramp is quiet.
    expect(context.running).toHaveLength(0);
    expect(context.nodes.some((node) => 'stoppedAt' in node && node.stoppedAt === RELEASE_SEC)).toBe(true);

    setPlayer({ status: 'ready', playing: true });
    expect(bed.getSnapshot().sounding).toEqual(['fan', 'fire']);
  });

  it('stops with the player closed, even with 계속 재생', () => {
    const { bed, setPlayer, advance } = setup();
    bed.setKeepPlaying(true);
    bed.toggle('pink');
    expect(bed.getSnapshot().sounding).toEqual(['pink']);
    setPlayer({ status: 'idle', playing: false });
    advance(0);
    expect(bed.getSnapshot().sounding).toEqual([]);
  });

  it('turns one sound off with a ramp and stops its sources, the others playing on', () => {
    const { bed, context, setPlayer } = setup();
    setPlayer({ status: 'ready', playing: true });
    bed.toggle('rain');
    bed.toggle('brown');
    const before = context.running.length;
    bed.toggle('rain');
    expect(bed.getSnapshot().sounding).toEqual(['brown']);
    expect(context.running.length).toBeLessThan(before);
    expect(context.running.length).toBeGreaterThan(0);
  });

  it('resets to every sound off, saved', () => {
    const { bed, setPlayer, storage, advance } = setup();
    setPlayer({ status: 'ready', playing: true });
    bed.toggle('rain');
    bed.setMaster(1);
    bed.reset();
    advance(0);
    expect(storage()).toEqual(DEFAULT_BED);
    expect(bed.getSnapshot().sounding).toEqual([]);
  });

  it('starts the saved bed with the first play of a visit', () => {
    const saved = { ...DEFAULT_BED, sounds: { ...DEFAULT_BED.sounds, fire: { on: true, volume: 0.4 } } };
    const { bed, setPlayer } = setup(saved);
    expect(bed.getSnapshot().settings.sounds.fire.on).toBe(true);
    setPlayer({ status: 'ready', playing: true });
    expect(bed.getSnapshot().sounding).toEqual(['fire']);
  });

  it('says so where there is no Web Audio', () => {
    const { bed, setPlayer } = setup(DEFAULT_BED, { audio: false });
    setPlayer({ status: 'ready', playing: true });
    expect(bed.getSnapshot().available).toBe(true);
    bed.toggle('rain');
    expect(bed.getSnapshot().available).toBe(false);
    expect(bed.getSnapshot().sounding).toEqual([]);
  });
});
