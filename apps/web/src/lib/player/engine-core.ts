import type { TPlayEndReason } from '@sogon/contract/schemas/audience';
import type { AudioOutput } from './audio-output.ts';
import type { PlayerDeps, PlaytimeReporter } from './engine-deps.ts';
import type { Attachment } from './hls-attach.ts';
import { MediaElements } from './media-elements.ts';
import { INITIAL_SNAPSHOT, type PlayerSnapshot } from './player-state.ts';
import type { PlayerPreferences } from './preferences.ts';
import { createSleepTimer, type SleepTimer } from './sleep-timer.ts';

/**
 * What every part of the player engine (engine.ts) stands on: its state and the store React
 * reads, the media elements and their events, the sleep timer's wiring, and the helpers that
 * push preferences into the element, the audio output and the playtime reporter.
 */
export abstract class EngineCore {
  protected snapshot: PlayerSnapshot;
  private readonly listeners = new Set<() => void>();
  protected readonly deps: PlayerDeps;
  protected readonly elements: MediaElements;
  protected media: HTMLMediaElement | null = null;
  protected attachment: Attachment | null = null;
  protected reporter: PlaytimeReporter | null = null;
  protected readonly sleepTimer: SleepTimer;
  protected readonly output: AudioOutput;
  protected sleepExpired = false;
  protected loadSeq = 0;
  protected abort: AbortController | null = null;
  protected lastRefreshAt: number | null = null;
  protected playlistIds = new Map<number, number[]>();

  constructor(deps: PlayerDeps) {
    this.deps = deps;
    this.snapshot = { ...INITIAL_SNAPSHOT, preferences: deps.preferences };
    this.output = deps.output;
    this.elements = new MediaElements(deps.createMedia, (media) => this.listen(media));
    this.sleepTimer = createSleepTimer({
      now: deps.now,
      every: deps.every,
      episodeRemainingSec: () => {
        const media = this.media;
        if (!media || !this.snapshot.source) return null;
        return Math.max(0, this.playableEnd() - media.currentTime);
      },
      playbackRate: () => this.media?.playbackRate ?? 1,
      isPlaying: () => Boolean(this.media && !this.media.paused),
      onLevel: (level, rampMs) => this.setFade(level, rampMs),
      onFadeStart: () => {
        const { source } = this.snapshot;
        if (source && this.media)
          this.deps.onSleepFade?.({
            contentId: source.contentId,
            position: this.media.currentTime,
            at: deps.now(),
          });
      },
      onExpire: () => {
        this.sleepExpired = true;
        this.reporter?.end('sleep');
        this.media?.pause();
        this.deps.notify('sleep-done');
      },
      onChange: (sleep) => {
        this.applyLoop();
        this.set({ sleep });
      },
    });
  }

  // ── store ────────────────────────────────────────────────────────────────────────────────

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PlayerSnapshot => this.snapshot;

  protected set(patch: Partial<PlayerSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** The element in use (tests and the e2e journey read `currentTime` from it). */
  get element(): HTMLMediaElement | null {
    return this.media;
  }

  // ── elements ─────────────────────────────────────────────────────────────────────────────

  /** The hidden host the media elements live in while no page shows the video. */
  setPark = (element: HTMLElement | null) => this.elements.setPark(element);

  /** A place that shows the <video> (episode page, /video, the full view); returns the release. */
  claimVideoSlot(element: HTMLElement, priority: number): () => void {
    return this.elements.claimVideoSlot(element, priority);
  }

  /** Media events update the state only while their element is the one in use. */
  private listen(media: HTMLMediaElement) {
    const handlers: Record<string, () => void> = {
      play: () => this.set({ playing: true, blocked: false }),
      playing: () => {
        this.set({ playing: true, waiting: false });
        this.reporter?.markPlaying(true);
      },
      pause: () => {
        this.set({ playing: false, waiting: false });
        this.reporter?.pause();
      },
      waiting: () => this.set({ waiting: true }),
      timeupdate: () => this.onTime(),
      seeking: () => this.set({ time: media.currentTime }),
      durationchange: () => {
        if (!this.snapshot.source?.durationSec && Number.isFinite(media.duration))
          this.set({ duration: media.duration });
      },
      ended: () => void this.onEnded(),
    };
    for (const [type, handler] of Object.entries(handlers)) {
      media.addEventListener(type, () => {
        if (this.media === media) handler();
      });
    }
  }

  // ── internals ────────────────────────────────────────────────────────────────────────────

  /** Called first by every control a person presses (see AudioOutput.unlock). */
  protected prepareGesture() {
    const available = this.output.unlock([this.elements.for('audio'), this.elements.for('video')]);
    this.set({ normaliseAvailable: available });
    this.applyAudio();
  }

  protected playableEnd(): number {
    const { playableUntil, duration } = this.snapshot;
    const mediaDuration = this.media?.duration;
    const end = playableUntil ?? (duration || mediaDuration || 0);
    return Number.isFinite(mediaDuration) && mediaDuration ? Math.min(end, mediaDuration) : end;
  }

  protected updatePreferences(patch: Partial<PlayerPreferences>) {
    const preferences = { ...this.snapshot.preferences, ...patch };
    this.set({ preferences });
    this.deps.savePreferences(preferences);
  }

  protected applyAudio() {
    if (this.media) this.output.apply(this.media, this.snapshot.preferences, this.snapshot.gainDb);
  }

  protected setFade(level: number, rampMs: number) {
    if (this.media) this.output.fade(this.media, level, rampMs, this.snapshot.preferences);
  }

  protected applyLoop() {
    const media = this.media;
    if (!media) return;
    const source = this.snapshot.source;
    // The episode-end sleep timer needs the end to happen; a preview ends at the unlock prompt.
    media.loop =
      this.snapshot.preferences.loop === 'one' &&
      this.sleepTimer.setting.kind !== 'episode-end' &&
      source?.scope !== 'preview';
  }

  protected startReporter(contentId: number) {
    const media = this.media;
    if (!media) return;
    this.reporter = this.deps.createReporter({ contentId, position: () => media.currentTime });
    this.reporter.start();
  }

  protected stopReporter(reason?: TPlayEndReason) {
    this.reporter?.stop(reason);
    this.reporter = null;
  }

  // ── playback events (engine.ts) ──────────────────────────────────────────────────────────

  /** `timeupdate` of the element in use. */
  protected abstract onTime(): void;

  /** `ended` of the element in use. */
  protected abstract onEnded(): Promise<void>;
}
