import type { TPlayEndReason } from '@sogon/contract/schemas/audience';
import type { TPlaySource } from '@sogon/contract/schemas/media';
import type { AudioOutput } from './audio-output.ts';
import { isExpiring, shouldRefreshSource } from './delivery.ts';
import type { Attachment, attachSource } from './hls-attach.ts';
import { normalisationGainDb } from './loudness.ts';
import { type CreateMedia, MediaElements } from './media-elements.ts';
import { clampStart } from './moment.ts';
import { type PlayErrorKind, playErrorKind } from './play-error.ts';
import { type EpisodeHint, INITIAL_SNAPSHOT, type PlayerSnapshot, type PlayerView } from './player-state.ts';
import type { PlayerPreferences } from './preferences.ts';
import { afterEnded, type LoopMode, nextLoopMode, type QueueStep, skipTarget } from './queue.ts';
import { startPosition } from './resume.ts';
import { createSleepTimer, type Repeat, type SleepTimer } from './sleep-timer.ts';
import { clampSpeed, stepSpeed } from './speed.ts';
import { clamp } from './time.ts';

/** The part of the playtime reporter (lib/playback/reporter.ts) the player drives. */
export interface PlaytimeReporter {
  start(): void;
  markPlaying(playing: boolean): void;
  pause(): void;
  /** The play ends here, and why (the creator's retention curve). */
  end(reason: TPlayEndReason): void;
  stop(reason?: TPlayEndReason): void;
}

export interface PlayerDeps {
  fetchSource: (contentId: number, signal?: AbortSignal) => Promise<TPlaySource>;
  fetchPlaylistIds: (playlistId: number) => Promise<number[]>;
  createReporter: (options: { contentId: number; position: () => number }) => PlaytimeReporter;
  preferences: PlayerPreferences;
  savePreferences: (preferences: PlayerPreferences) => void;
  rememberRecent: (playlistId: number, contentId: number) => void;
  /** Short Korean notices (toasts): sleep timer done, no next episode… */
  notify: (kind: 'sleep-done' | 'no-next' | 'error', error?: PlayErrorKind) => void;
  /** Makes the <audio> and <video> the engine owns. */
  createMedia: CreateMedia;
  /** Points an element at an HLS source (hls-attach.ts). */
  attach: typeof attachSource;
  /** Volume, loudness gain and the sleep fade, over Web Audio where it runs (audio-output.ts). */
  output: AudioOutput;
  /** Wall-clock milliseconds: signed-URL expiry, the refresh cooldown, the sleep timer. */
  now: () => number;
  /** The sleep timer's tick. */
  every: Repeat;
  /** The sleep timer's fade began here: where the listener probably fell asleep (lib/sleep). */
  onSleepFade?: (mark: { contentId: number; position: number; at: number }) => void;
}

export interface LoadOptions {
  autoplay?: boolean;
  hint?: EpisodeHint;
  /** Seconds (kept within what the source plays, moment.ts); default: the API's resumeAt (see resume.ts). */
  startAt?: number;
}

export const VOLUME_STEP = 0.1;
/** A jump ahead longer than this ends the play as a skip (the retention curve's 이탈). */
export const SKIP_AHEAD_SEC = 15;

/**
 * The one player of the app. It owns the media elements (an <audio> and, for video episodes, a
 * <video>, both made from `deps.createMedia` and never rendered by React, so they survive page
 * changes and can be moved between slots), the HLS attachment, the Web Audio chain, the sleep
 * timer and the playtime reporter. React reads it through subscribe/getSnapshot. Everything it
 * reaches outside itself comes in `deps`; create-engine.ts wires the browser's.
 */
export class PlayerEngine {
  private snapshot: PlayerSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly deps: PlayerDeps;
  private readonly elements: MediaElements;
  private media: HTMLMediaElement | null = null;
  private attachment: Attachment | null = null;
  private reporter: PlaytimeReporter | null = null;
  private readonly sleepTimer: SleepTimer;
  private readonly output: AudioOutput;
  private sleepExpired = false;
  private loadSeq = 0;
  private abort: AbortController | null = null;
  private lastRefreshAt: number | null = null;
  private playlistIds = new Map<number, number[]>();

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

  private set(patch: Partial<PlayerSnapshot>) {
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

  // ── loading ──────────────────────────────────────────────────────────────────────────────

  /** Called first by every control a person presses (see AudioOutput.unlock). */
  private prepareGesture() {
    const available = this.output.unlock([this.elements.for('audio'), this.elements.for('video')]);
    this.set({ normaliseAvailable: available });
    this.applyAudio();
  }

  /** Play `contentId` (from a click): loads it unless it is already the current episode. */
  play(contentId?: number, options: LoadOptions = {}) {
    this.prepareGesture();
    if (contentId === undefined || contentId === this.snapshot.contentId) {
      if (this.snapshot.status === 'ready') void this.resume();
      else if (this.snapshot.contentId !== null && this.snapshot.status !== 'loading')
        void this.load(this.snapshot.contentId, { autoplay: true, ...options });
      return;
    }
    void this.load(contentId, { autoplay: true, ...options });
  }

  async load(contentId: number, options: LoadOptions = {}): Promise<void> {
    const seq = ++this.loadSeq;
    this.abort?.abort();
    const abort = new AbortController();
    this.abort = abort;
    this.stopReporter('switch');
    this.attachment?.detach();
    this.attachment = null;
    this.media?.pause();
    this.sleepExpired = false;
    const previous = this.snapshot.source;
    this.set({
      status: 'loading',
      contentId,
      hint:
        options.hint ??
        (previous?.next?.contentId === contentId
          ? { playlistId: previous.playlistId, title: previous.next.title }
          : contentId === this.snapshot.contentId
            ? this.snapshot.hint
            : null),
      source: null,
      error: null,
      blocked: false,
      playing: false,
      waiting: false,
      time: 0,
      duration: 0,
      playableUntil: null,
      previewEnded: false,
    });
    let source: TPlaySource;
    try {
      source = await this.deps.fetchSource(contentId, abort.signal);
    } catch (error) {
      if (seq !== this.loadSeq) return;
      const kind = playErrorKind(error);
      this.set({ status: 'error', error: kind });
      this.deps.notify('error', kind);
      return;
    }
    if (seq !== this.loadSeq) return;
    const startAt =
      options.startAt !== undefined
        ? clampStart(options.startAt, { durationSec: source.durationSec, previewSec: playable(source) })
        : startPosition({
            resumeAt: source.resumeAt,
            durationSec: source.durationSec,
            previewSec: playable(source),
          });
    await this.attach(source, startAt, seq);
    if (seq !== this.loadSeq || this.snapshot.status === 'error') return;
    this.deps.rememberRecent(source.playlistId, source.contentId);
    this.startReporter(source.contentId);
    if (options.autoplay) await this.startPlayback();
  }

  private async attach(source: TPlaySource, startAt: number, seq: number) {
    const media = this.elements.for(source.kind);
    if (this.media && this.media !== media) this.media.pause();
    this.media = media;
    if (source.kind === 'video') (media as HTMLVideoElement).poster = source.cover;
    // The playlists start loading first (at once when hls.js is already here); the state change
    // below re-renders the player, which should not hold the network back.
    const attaching = this.deps.attach(media, source.src, {
      startAt,
      onNetworkError: (status, fatal) => void this.onNetworkError(status, fatal, seq),
      onFatalError: () => this.fail('unsupported', seq),
    });
    this.set({
      source,
      hint: { playlistId: source.playlistId, title: source.title, cover: source.cover },
      duration: source.durationSec,
      playableUntil: playable(source),
      time: startAt,
      gainDb: normalisationGainDb(source.loudness),
    });
    this.applyAudio();
    this.applyLoop();
    const attachment = await attaching;
    if (seq !== this.loadSeq) {
      attachment.detach();
      return;
    }
    this.attachment = attachment;
    media.playbackRate = this.snapshot.preferences.rate;
    media.defaultPlaybackRate = this.snapshot.preferences.rate;
    if (!this.snapshot.error) this.set({ status: 'ready' });
  }

  private fail(kind: PlayErrorKind, seq: number) {
    if (seq !== this.loadSeq) return;
    this.media?.pause();
    this.set({ status: 'error', error: kind, playing: false });
    this.deps.notify('error', kind);
  }

  /** A stale signed URL gets a fresh source at the same position; other fatal errors stop. */
  private async onNetworkError(status: number | null, fatal: boolean, seq: number) {
    const source = this.snapshot.source;
    if (seq !== this.loadSeq || !source) return;
    const lastRefreshAt = this.lastRefreshAt;
    if (shouldRefreshSource({ status, expiresAt: source.expiresAt, now: this.deps.now(), lastRefreshAt })) {
      await this.refresh();
    } else if (fatal) {
      this.fail('network', seq);
    }
  }

  /**
   * Fetches the current episode's source again and continues where it was: after an expired
   * token, and after the listener unlocks a preview (the new source is the full episode).
   */
  async refresh(): Promise<void> {
    const current = this.snapshot.source;
    const media = this.media;
    if (!current || !media) return;
    this.lastRefreshAt = this.deps.now();
    const seq = this.loadSeq;
    const at = media.currentTime;
    const wasPlaying = !media.paused || this.snapshot.previewEnded;
    let source: TPlaySource;
    try {
      source = await this.deps.fetchSource(current.contentId);
    } catch (error) {
      this.fail(playErrorKind(error), seq);
      return;
    }
    if (seq !== this.loadSeq) return;
    this.attachment?.detach();
    this.attachment = null;
    this.set({ previewEnded: false, error: null, status: 'loading' });
    await this.attach(source, at, seq);
    if (seq === this.loadSeq && wasPlaying) await this.startPlayback();
  }

  private async startPlayback() {
    const media = this.media;
    if (!media) return;
    try {
      await this.output.resume(media);
      await media.play();
    } catch (error) {
      if (media !== this.media) return;
      // Autoplay refused (no gesture yet): wait for the play button. Aborts are a newer load.
      if (error instanceof DOMException && error.name === 'NotAllowedError')
        this.set({ blocked: true, playing: false });
    }
  }

  private async resume() {
    const media = this.media;
    const source = this.snapshot.source;
    if (!media || !source) return;
    this.sleepExpired = false;
    if (isExpiring(source.expiresAt, this.deps.now())) {
      await this.refresh();
      if (this.media?.paused) await this.startPlayback();
      return;
    }
    if (this.snapshot.previewEnded || (media.ended && this.snapshot.playableUntil !== null)) {
      media.currentTime = 0;
      this.set({ previewEnded: false });
    }
    await this.startPlayback();
  }

  // ── playback events ──────────────────────────────────────────────────────────────────────

  private playableEnd(): number {
    const { playableUntil, duration } = this.snapshot;
    const mediaDuration = this.media?.duration;
    const end = playableUntil ?? (duration || mediaDuration || 0);
    return Number.isFinite(mediaDuration) && mediaDuration ? Math.min(end, mediaDuration) : end;
  }

  private onTime() {
    const media = this.media!;
    const { playableUntil } = this.snapshot;
    if (playableUntil !== null && media.currentTime >= playableUntil) {
      media.pause();
      this.set({ time: playableUntil, previewEnded: true });
      return;
    }
    this.set({ time: media.currentTime });
  }

  private async onEnded() {
    const source = this.snapshot.source;
    if (!source) return;
    if (source.scope === 'preview') this.reporter?.markPlaying(false);
    else {
      const asleep = this.sleepExpired || this.sleepTimer.setting.kind === 'episode-end';
      this.reporter?.end(asleep ? 'sleep' : 'end');
    }
    if (source.scope === 'preview') {
      this.set({ previewEnded: true, playing: false });
      return;
    }
    if (this.sleepExpired || this.sleepTimer.setting.kind === 'episode-end') {
      if (!this.sleepExpired) this.deps.notify('sleep-done');
      this.sleepTimer.cancel();
      this.sleepExpired = false;
      return;
    }
    await this.follow(
      afterEnded({
        currentId: source.contentId,
        next: source.next,
        loop: this.snapshot.preferences.loop,
        playlistIds: this.playlistIds.get(source.playlistId) ?? null,
      }),
      'ended',
    );
  }

  private async follow(step: QueueStep | null, reason: 'ended' | 'skip'): Promise<void> {
    const source = this.snapshot.source;
    if (!source) return;
    if (!step || step.kind === 'stop') {
      if (reason === 'skip') this.deps.notify('no-next');
      return;
    }
    if (step.kind === 'repeat') {
      this.seek(0);
      await this.startPlayback();
      return;
    }
    if (step.kind === 'play') {
      await this.load(step.contentId, { autoplay: true, startAt: reason === 'ended' ? 0 : undefined });
      return;
    }
    let ids: number[];
    try {
      ids = await this.deps.fetchPlaylistIds(source.playlistId);
    } catch {
      return;
    }
    this.playlistIds.set(source.playlistId, ids);
    const input = {
      currentId: source.contentId,
      next: source.next,
      loop: this.snapshot.preferences.loop,
      playlistIds: ids,
    };
    await this.follow(reason === 'ended' ? afterEnded(input) : skipTarget(input), reason);
  }

  // ── controls ─────────────────────────────────────────────────────────────────────────────

  toggle() {
    if (this.snapshot.playing) this.pause();
    else this.play();
  }

  pause() {
    this.media?.pause();
  }

  seek(seconds: number) {
    const media = this.media;
    if (!media || !this.snapshot.source) return;
    const end = this.playableEnd();
    const to = clamp(seconds, 0, end > 0 ? end : seconds);
    const skipped = to - media.currentTime > SKIP_AHEAD_SEC;
    // Where the jump starts is where this play ends; listening on from `to` is a new one.
    if (skipped) this.reporter?.end('skip');
    media.currentTime = to;
    if (skipped && !media.paused) this.reporter?.markPlaying(true);
    this.set({
      time: to,
      previewEnded: this.snapshot.playableUntil !== null && to >= this.snapshot.playableUntil,
    });
  }

  skip(deltaSeconds: number) {
    this.seek((this.media?.currentTime ?? this.snapshot.time) + deltaSeconds);
  }

  next() {
    const source = this.snapshot.source;
    if (!source) return;
    this.prepareGesture();
    void this.follow(
      skipTarget({
        currentId: source.contentId,
        next: source.next,
        loop: this.snapshot.preferences.loop,
        playlistIds: this.playlistIds.get(source.playlistId) ?? null,
      }),
      'skip',
    );
  }

  setRate(rate: number) {
    const next = clampSpeed(rate);
    if (this.media) {
      this.media.playbackRate = next;
      this.media.defaultPlaybackRate = next;
    }
    this.updatePreferences({ rate: next });
  }

  stepRate(direction: 1 | -1) {
    this.setRate(stepSpeed(this.snapshot.preferences.rate, direction));
  }

  setVolume(volume: number) {
    this.updatePreferences({ volume: clamp(volume, 0, 1), muted: volume <= 0 });
    this.applyAudio();
  }

  stepVolume(direction: 1 | -1) {
    const { volume, muted } = this.snapshot.preferences;
    const from = muted ? 0 : volume;
    this.setVolume(Math.round((from + direction * VOLUME_STEP) * 100) / 100);
  }

  toggleMute() {
    const { muted, volume } = this.snapshot.preferences;
    this.updatePreferences({ muted: !muted, volume: muted && volume === 0 ? 0.5 : volume });
    this.applyAudio();
  }

  setLoop(loop: LoopMode) {
    this.updatePreferences({ loop });
    this.applyLoop();
  }

  cycleLoop() {
    this.setLoop(nextLoopMode(this.snapshot.preferences.loop));
  }

  setNormalise(normalise: boolean) {
    // Turning it on is a click: the AudioContext may be created now.
    if (normalise) this.prepareGesture();
    this.updatePreferences({ normalise });
    this.applyAudio();
  }

  setShortcuts(shortcuts: boolean) {
    this.updatePreferences({ shortcuts });
  }

  sleepAfterMinutes(minutes: number) {
    this.sleepExpired = false;
    this.sleepTimer.startMinutes(minutes);
  }

  sleepAtEpisodeEnd() {
    this.sleepExpired = false;
    this.sleepTimer.startEpisodeEnd();
  }

  /** "10분 더": adds minutes to the timer, or starts one after it stopped playback. */
  extendSleep(minutes: number) {
    this.sleepExpired = false;
    this.sleepTimer.extend(minutes);
  }

  cancelSleep() {
    this.sleepTimer.cancel();
  }

  /** Real time until the sleep timer stops playback (ms), null when off or unknown. */
  sleepRemainingMs(): number | null {
    return this.sleepTimer.read().remainingMs;
  }

  setView(view: PlayerView) {
    if (view === this.snapshot.view) return;
    this.set({ view });
  }

  toggleView() {
    if (!this.snapshot.source && this.snapshot.status !== 'loading') return;
    this.setView(this.snapshot.view === 'full' ? 'mini' : 'full');
  }

  /** Stops and unloads: the mini bar goes away. */
  close() {
    this.loadSeq += 1;
    this.abort?.abort();
    this.stopReporter('close');
    this.sleepTimer.cancel();
    this.media?.pause();
    this.attachment?.detach();
    this.attachment = null;
    this.set({
      ...INITIAL_SNAPSHOT,
      preferences: this.snapshot.preferences,
      normaliseAvailable: this.snapshot.normaliseAvailable,
    });
  }

  // ── internals ────────────────────────────────────────────────────────────────────────────

  private updatePreferences(patch: Partial<PlayerPreferences>) {
    const preferences = { ...this.snapshot.preferences, ...patch };
    this.set({ preferences });
    this.deps.savePreferences(preferences);
  }

  private applyAudio() {
    if (this.media) this.output.apply(this.media, this.snapshot.preferences, this.snapshot.gainDb);
  }

  private setFade(level: number, rampMs: number) {
    if (this.media) this.output.fade(this.media, level, rampMs, this.snapshot.preferences);
  }

  private applyLoop() {
    const media = this.media;
    if (!media) return;
    const source = this.snapshot.source;
    // The episode-end sleep timer needs the end to happen; a preview ends at the unlock prompt.
    media.loop =
      this.snapshot.preferences.loop === 'one' &&
      this.sleepTimer.setting.kind !== 'episode-end' &&
      source?.scope !== 'preview';
  }

  private startReporter(contentId: number) {
    const media = this.media;
    if (!media) return;
    this.reporter = this.deps.createReporter({ contentId, position: () => media.currentTime });
    this.reporter.start();
  }

  private stopReporter(reason?: TPlayEndReason) {
    this.reporter?.stop(reason);
    this.reporter = null;
  }
}

function playable(source: TPlaySource): number | null {
  return source.scope === 'preview' ? (source.previewSec ?? null) : null;
}
