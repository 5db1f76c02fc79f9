import { EngineLoading } from './engine-loading.ts';
import { INITIAL_SNAPSHOT, type PlayerView } from './player-state.ts';
import { afterEnded, type LoopMode, nextLoopMode, type QueueStep, skipTarget } from './queue.ts';
import { clampSpeed, stepSpeed } from './speed.ts';
import { clamp } from './time.ts';

export type { PlayerDeps, PlaytimeReporter } from './engine-deps.ts';
export type { LoadOptions } from './engine-loading.ts';

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
export class PlayerEngine extends EngineLoading {
  // ── playback events ──────────────────────────────────────────────────────────────────────

  protected override onTime() {
    const media = this.media!;
    const { playableUntil } = this.snapshot;
    if (playableUntil !== null && media.currentTime >= playableUntil) {
      media.pause();
      this.set({ time: playableUntil, previewEnded: true });
      return;
    }
    this.set({ time: media.currentTime });
  }

  protected override async onEnded() {
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
}
