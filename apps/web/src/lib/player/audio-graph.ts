import { dbToGain, PEAK_CEILING_DB } from './loudness.ts';

/**
 * The Web Audio chain one media element plays through:
 *
 *   element → normalise (gain) → limiter (compressor) → volume (gain) → fade (gain) → speakers
 *
 * The limiter is a DynamicsCompressor at the peak ceiling with a high ratio and a fast attack,
 * so the loudness boost can never clip. With normalisation off the first two are bypassed.
 * The user's volume lives here rather than on the element, since browsers differ on whether
 * element volume applies before a MediaElementSource.
 */
export interface AudioChain {
  readonly context: AudioContext;
  setNormalisation(enabled: boolean, gainDb: number): void;
  setVolume(level: number): void;
  /** Ramp the fade gain to `level` over `rampMs` (0: now). */
  fadeTo(level: number, rampMs: number): void;
  resume(): Promise<void>;
}

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

/**
 * iPhone and iPad suspend an AudioContext when the screen locks: audio routed through Web Audio
 * would stop there, so those play straight from the element (no boost, no ramp).
 */
export function webAudioUsable(): boolean {
  if (!audioContextClass()) return false;
  const nav = navigator as Navigator & { standalone?: boolean };
  const ios =
    /iPad|iPhone|iPod/.test(nav.userAgent) || (nav.platform === 'MacIntel' && nav.maxTouchPoints > 1);
  return !ios;
}

/** One context for the page, created on the first user gesture (browsers start it suspended otherwise). */
let sharedContext: AudioContext | null = null;

export function gestureAudioContext(): AudioContext | null {
  return webAudioUsable() ? pageAudioContext() : null;
}

/**
 * The page's context for sounds of its own (the sound bed): the one the episode plays through
 * where Web Audio carries it, so both end at the same destination; on iPhone and iPad one the
 * episode does not use (it pauses with the screen there).
 */
export function pageAudioContext(): AudioContext | null {
  const Context = audioContextClass();
  if (!Context) return null;
  if (!sharedContext) {
    try {
      sharedContext = new Context({ latencyHint: 'playback' });
    } catch {
      return null;
    }
  }
  if (sharedContext.state !== 'running') void sharedContext.resume().catch(() => undefined);
  return sharedContext;
}

const chains = new WeakMap<HTMLMediaElement, AudioChain>();

/** The chain of `media`, built once: an element can feed only one MediaElementSource, ever. */
export function audioChainFor(media: HTMLMediaElement, context: AudioContext): AudioChain {
  const existing = chains.get(media);
  if (existing) return existing;
  const source = context.createMediaElementSource(media);
  const normalise = context.createGain();
  const limiter = context.createDynamicsCompressor();
  limiter.threshold.value = PEAK_CEILING_DB;
  limiter.knee.value = 0;
  limiter.ratio.value = 20;
  limiter.attack.value = 0.002;
  limiter.release.value = 0.15;
  const volume = context.createGain();
  const fade = context.createGain();
  normalise.connect(limiter).connect(volume);
  volume.connect(fade).connect(context.destination);

  let normalising: boolean | null = null;
  const chain: AudioChain = {
    context,
    setNormalisation(enabled, gainDb) {
      const at = context.currentTime;
      normalise.gain.setTargetAtTime(enabled ? dbToGain(gainDb) : 1, at, 0.05);
      if (enabled === normalising) return;
      source.disconnect();
      source.connect(enabled ? normalise : volume);
      normalising = enabled;
    },
    setVolume(level) {
      volume.gain.setTargetAtTime(level, context.currentTime, 0.02);
    },
    fadeTo(level, rampMs) {
      const gain = fade.gain;
      const at = context.currentTime;
      gain.cancelScheduledValues(at);
      if (rampMs <= 0) {
        gain.setValueAtTime(level, at);
        return;
      }
      gain.setValueAtTime(gain.value, at);
      gain.linearRampToValueAtTime(level, at + rampMs / 1000);
    },
    resume: () => (context.state === 'running' ? Promise.resolve() : context.resume()),
  };
  chains.set(media, chain);
  return chain;
}
