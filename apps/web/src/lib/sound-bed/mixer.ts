import { SOUND_IDS, type SoundId } from './ids.ts';
import type { BedSettings } from './settings.ts';
import { type BedAudio, startVoice, type Voice } from './sounds.ts';

/** Time constant of every volume change (s): about a second from silence to full, no clicks. */
export const RAMP_TAU = 0.25;
/** A sound turned off is stopped once its ramp has gone quiet (s). */
export const RELEASE_SEC = 1.5;

/** Slider position → gain: the square, so equal steps of the slider sound like equal steps. */
export const sliderGain = (position: number) => position * position;

interface Playing {
  voice: Voice;
  gain: GainNode;
}

/**
 * The bed's part of the page's audio graph:
 *
 *   sound → its gain ┐
 *   sound → its gain ┼→ master gain → the context's destination (where the episode's chain ends)
 *
 * Sounds start from silence and ramp to their volume; a sound turned off ramps down and stops.
 */
export class BedMixer {
  private master: GainNode | null = null;
  private context: BedAudio | null = null;
  private readonly playing = new Map<SoundId, Playing>();

  constructor(
    private readonly audio: () => BedAudio | null,
    private readonly later: (ms: number, run: () => void) => void = (ms, run) => void setTimeout(run, ms),
  ) {}

  /** Brings the graph to `settings` (sounding) or to silence; returns the sounds now sounding. */
  apply(settings: BedSettings, sounding: boolean): SoundId[] {
    if (!sounding) {
      if (this.master) this.ramp(this.master.gain, 0);
      for (const id of [...this.playing.keys()]) this.release(id);
      return [];
    }
    const audio = this.audio();
    if (!audio) return [];
    const master = this.masterOf(audio);
    this.ramp(master.gain, sliderGain(settings.master));
    for (const id of SOUND_IDS) {
      const { on, volume } = settings.sounds[id];
      const current = this.playing.get(id);
      if (!on) {
        if (current) this.release(id);
        continue;
      }
      if (current) {
        this.ramp(current.gain.gain, sliderGain(volume));
        continue;
      }
      const gain = audio.createGain();
      gain.gain.value = 0;
      gain.connect(master);
      const voice = startVoice(audio, id);
      voice.output.connect(gain);
      this.ramp(gain.gain, sliderGain(volume));
      this.playing.set(id, { voice, gain });
    }
    return SOUND_IDS.filter((id) => this.playing.has(id));
  }

  private masterOf(audio: BedAudio): GainNode {
    if (!this.master || this.context !== audio) {
      this.context = audio;
      this.master = audio.createGain();
      this.master.gain.value = 0;
      this.master.connect(audio.destination);
    }
    return this.master;
  }

  private ramp(param: AudioParam, target: number) {
    param.setTargetAtTime(target, this.context?.currentTime ?? 0, RAMP_TAU);
  }

  private release(id: SoundId) {
    const current = this.playing.get(id);
    if (!current) return;
    this.playing.delete(id);
    this.ramp(current.gain.gain, 0);
    current.voice.stop((this.context?.currentTime ?? 0) + RELEASE_SEC);
    this.later(RELEASE_SEC * 1000 + 100, () => current.gain.disconnect());
  }
}
