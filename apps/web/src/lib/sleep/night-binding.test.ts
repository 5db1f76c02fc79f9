import { describe, expect, it } from 'vitest';
import type { PlayerEngine } from '../player/engine.ts';
import { INITIAL_SNAPSHOT, type PlayerSnapshot } from '../player/player-state.ts';
import { bindNightTimer } from './night-binding.ts';
import { DEFAULT_NIGHT_WINDOW } from './night-window.ts';

/** Just what the binding touches: the state, its listeners and the timer's start. */
function fakeEngine() {
  let snapshot: PlayerSnapshot = INITIAL_SNAPSHOT;
  const listeners = new Set<() => void>();
  const started: number[] = [];
  const engine = {
    getSnapshot: () => snapshot,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sleepAfterMinutes: (minutes: number) => {
      started.push(minutes);
      set({ sleep: { kind: 'minutes', minutes, endsAt: 0 } });
    },
  };
  const set = (patch: Partial<PlayerSnapshot>) => {
    snapshot = { ...snapshot, ...patch };
    for (const listener of listeners) listener();
  };
  return { engine: engine as unknown as PlayerEngine, set, started };
}

const night = Date.parse('2026-12-01T15:30:00Z'); // 00:30 KST
const day = Date.parse('2026-12-01T03:00:00Z'); // 12:00 KST
const on = { ...DEFAULT_NIGHT_WINDOW, enabled: true, minutes: 45 };

describe('the automatic night timer', () => {
  it('starts the chosen timer when playback starts at night, and says so', () => {
    const { engine, set, started } = fakeEngine();
    const said: number[] = [];
    bindNightTimer(engine, (minutes) => said.push(minutes), { now: () => night, load: () => on });
    set({ playing: true });
    expect(started).toEqual([45]);
    expect(said).toEqual([45]);
    // Still playing: no second start; the listener cancels, nothing starts it again until the next start.
    set({ time: 10 });
    set({ sleep: { kind: 'off' } });
    expect(started).toEqual([45]);
    set({ playing: false });
    set({ playing: true });
    expect(started).toEqual([45, 45]);
  });

  it('leaves a running timer alone, and does nothing by day or when off', () => {
    for (const [at, window, sleep] of [
      [night, on, { kind: 'episode-end' }],
      [day, on, { kind: 'off' }],
      [night, DEFAULT_NIGHT_WINDOW, { kind: 'off' }],
    ] as const) {
      const { engine, set, started } = fakeEngine();
      set({ sleep });
      bindNightTimer(engine, () => undefined, { now: () => at, load: () => window });
      set({ playing: true });
      expect(started).toEqual([]);
    }
  });
});
