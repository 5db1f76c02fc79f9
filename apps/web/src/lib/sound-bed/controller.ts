import { pageAudioContext } from '../player/audio-graph.ts';
import type { PlayerSnapshot } from '../player/player-state.ts';
import { clamp } from '../player/time.ts';
import { bedCue } from './follow.ts';
import type { SoundId } from './ids.ts';
import { BedMixer } from './mixer.ts';
import { anySoundOn, type BedSettings, type BedStorage, bedStorage, DEFAULT_BED } from './settings.ts';
import type { BedAudio } from './sounds.ts';

/** The part of the player the bed listens to (PlayerEngine is one). */
export interface BedPlayer {
  subscribe(listener: () => void): () => void;
  getSnapshot(): Pick<PlayerSnapshot, 'status' | 'playing'>;
}

export interface SoundBedDeps {
  /** The page's AudioContext, started or resumed (null where there is no Web Audio). */
  audio: () => BedAudio | null;
  storage: BedStorage;
  /** Runs `run` after `ms`; returns the cancel. */
  after: (ms: number, run: () => void) => () => void;
  /** Marks the page with the sounds sounding (the sound-bed journey reads it). */
  mark: (sounding: readonly SoundId[]) => void;
}

/** What the panel shows. */
export interface BedState {
  settings: BedSettings;
  /** The sounds heard now. */
  sounding: readonly SoundId[];
  /** False where the browser has no Web Audio. */
  available: boolean;
}

/** How long the episode stays paused before the bed fades out (a change of episode is shorter). */
export const PAUSE_GRACE_MS = 2000;

/**
 * The tab's sound bed: the listener's settings (kept in this browser), the rule that starts and
 * stops it with the player (follow.ts) and the mixer that plays it under the episode.
 */
export class SoundBed {
  private state: BedState;
  private readonly listeners = new Set<() => void>();
  private readonly mixer: BedMixer;
  private sounding = false;
  private cancelStop: (() => void) | null = null;

  constructor(
    private readonly player: BedPlayer,
    private readonly deps: SoundBedDeps,
  ) {
    this.mixer = new BedMixer(deps.audio, (ms, run) => void deps.after(ms, run));
    this.state = { settings: deps.storage.load(), sounding: [], available: true };
    player.subscribe(() => this.follow());
    this.follow();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): BedState => this.state;

  toggle(id: SoundId) {
    const sound = this.state.settings.sounds[id];
    this.setSound(id, { ...sound, on: !sound.on });
  }

  setVolume(id: SoundId, volume: number) {
    this.setSound(id, { ...this.state.settings.sounds[id], volume: clamp(volume, 0, 1) });
  }

  setMaster(master: number) {
    this.update({ ...this.state.settings, master: clamp(master, 0, 1) });
  }

  setKeepPlaying(keepPlaying: boolean) {
    this.update({ ...this.state.settings, keepPlaying });
  }

  /** Every sound off at its default volume, the default master, 계속 재생 off. */
  reset() {
    this.update(DEFAULT_BED);
  }

  private setSound(id: SoundId, sound: BedSettings['sounds'][SoundId]) {
    const { settings } = this.state;
    this.update({ ...settings, sounds: { ...settings.sounds, [id]: sound } });
  }

  private update(settings: BedSettings) {
    this.deps.storage.save(settings);
    this.state = { ...this.state, settings };
    this.follow(true);
  }

  /** Applies the rule to the player's state now; `changed`: the settings moved (tell the panel). */
  private follow(changed = false) {
    const { settings } = this.state;
    const cue = bedCue(this.player.getSnapshot(), settings);
    const starting = cue === 'play' && !this.sounding;
    if (cue === 'play') {
      this.cancelStop?.();
      this.cancelStop = null;
      this.sounding = true;
    } else if (cue === 'stop' && this.sounding && !this.cancelStop) {
      // Sounds turned off or 계속 재생 ending go quiet at once (each ramps down); a pause waits a moment.
      const wait = settings.keepPlaying || !anySoundOn(settings) ? 0 : PAUSE_GRACE_MS;
      this.cancelStop = this.deps.after(wait, () => {
        this.cancelStop = null;
        if (bedCue(this.player.getSnapshot(), this.state.settings) !== 'stop') return;
        this.sounding = false;
        this.render(false);
      });
    }
    // The player's state changes four times a second while playing: the graph moves only on a change.
    if (starting || changed) this.render(changed);
  }

  private render(changed: boolean) {
    const { settings } = this.state;
    const sounding = this.mixer.apply(settings, this.sounding);
    // Sounds on and meant to sound, yet nothing does: no Web Audio here.
    const available = !(this.sounding && anySoundOn(settings) && sounding.length === 0);
    const same =
      sounding.length === this.state.sounding.length &&
      sounding.every((id, i) => this.state.sounding[i] === id);
    if (!same) this.deps.mark(sounding);
    if (same && available === this.state.available && !changed) return;
    this.state = { ...this.state, sounding: same ? this.state.sounding : sounding, available };
    this.publish();
  }

  private publish() {
    for (const listener of this.listeners) listener();
  }
}

function markPage(sounding: readonly SoundId[]) {
  const root = document.documentElement;
  if (sounding.length > 0) root.dataset.soundBed = sounding.join(' ');
  else delete root.dataset.soundBed;
}

const beds = new WeakMap<BedPlayer, SoundBed>();

/** The bed of `player`, made on first use (tests pass their own deps before the panel opens). */
export function soundBedFor(player: BedPlayer, deps: Partial<SoundBedDeps> = {}): SoundBed {
  let bed = beds.get(player);
  if (!bed) {
    bed = new SoundBed(player, {
      audio: pageAudioContext,
      storage: bedStorage(),
      after: (ms, run) => {
        const timer = setTimeout(run, ms);
        return () => clearTimeout(timer);
      },
      mark: markPage,
      ...deps,
    });
    beds.set(player, bed);
  }
  return bed;
}
