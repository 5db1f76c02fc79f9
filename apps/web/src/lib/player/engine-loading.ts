import type { TPlaySource } from '@sogon/contract/schemas/media';
import { isExpiring, shouldRefreshSource } from './delivery.ts';
import { EngineCore } from './engine-core.ts';
import { normalisationGainDb } from './loudness.ts';
import { clampStart } from './moment.ts';
import { type PlayErrorKind, playErrorKind } from './play-error.ts';
import type { EpisodeHint } from './player-state.ts';
import { startPosition } from './resume.ts';

export interface LoadOptions {
  autoplay?: boolean;
  hint?: EpisodeHint;
  /** Seconds (kept within what the source plays, moment.ts); default: the API's resumeAt (see resume.ts). */
  startAt?: number;
}

/**
 * The player engine's loading (engine.ts): fetching an episode's source, attaching it to the
 * element, refreshing a stale one, and starting playback.
 */
export abstract class EngineLoading extends EngineCore {
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

  protected async startPlayback() {
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
}

function playable(source: TPlaySource): number | null {
  return source.scope === 'preview' ? (source.previewSec ?? null) : null;
}
