import { type AudioChain, audioChainFor, gestureAudioContext } from './audio-graph.ts';
import type { PlayerPreferences } from './preferences.ts';
import { clamp } from './time.ts';

/**
 * How the listener's volume, the loudness gain and the sleep-timer fade reach the speakers:
 * through each element's Web Audio chain where there is one, else through `media.volume`
 * (no boost there, and the fade moves in steps).
 */
export class AudioOutput {
  private readonly chains = new Map<HTMLMediaElement, AudioChain>();
  private readonly unlocked = new WeakSet<HTMLMediaElement>();
  private fadeLevel = 1;

  /**
   * Work that must happen synchronously inside a click or key handler: start the AudioContext,
   * route the elements through it, and unlock them for later play() calls (Safari ties both to
   * the gesture). Returns whether Web Audio runs here.
   */
  unlock(elements: readonly HTMLMediaElement[]): boolean {
    const context = gestureAudioContext();
    for (const media of elements) {
      if (context && !this.chains.has(media)) {
        try {
          this.chains.set(media, audioChainFor(media, context));
        } catch {
          // Another MediaElementSource already exists (should not happen): play it unprocessed.
        }
      }
      if (!this.unlocked.has(media) && !media.currentSrc) {
        this.unlocked.add(media);
        media.play().catch(() => undefined);
        media.pause();
      }
    }
    return context !== null;
  }

  /** Volume, mute and normalisation for `media`. */
  apply(media: HTMLMediaElement, preferences: PlayerPreferences, gainDb: number) {
    const { volume, muted, normalise } = preferences;
    const level = muted ? 0 : volume;
    media.muted = muted;
    const chain = this.chains.get(media);
    if (chain) {
      media.volume = 1;
      chain.setVolume(level);
      chain.setNormalisation(normalise, gainDb);
    } else {
      media.volume = clamp(level * this.fadeLevel, 0, 1);
    }
  }

  /** The sleep timer's fade: a gain ramp on the chain, or the element's volume without one. */
  fade(media: HTMLMediaElement, level: number, rampMs: number, preferences: PlayerPreferences) {
    this.fadeLevel = level;
    // The fade target, readable from the page (the sleep-timer journey watches it fall).
    media.dataset.fade = level.toFixed(3);
    const chain = this.chains.get(media);
    if (chain) chain.fadeTo(level, rampMs);
    else this.apply(media, preferences, 0);
  }

  /** Resumes a context the browser suspended (tab in the background for long, device sleep). */
  resume(media: HTMLMediaElement): Promise<void> {
    return this.chains.get(media)?.resume() ?? Promise.resolve();
  }
}
