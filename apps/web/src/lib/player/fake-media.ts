/**
 * A stand-in for the browser's <audio> and <video> in unit tests (Node has no DOM). It keeps the
 * state the player reads and fires the events a browser fires, in the browser's order, at once
 * rather than from a later task; the test plays the part of the network and the clock.
 */
export class FakeMedia extends EventTarget {
  readonly tagName: 'audio' | 'video';
  readonly dataset: Record<string, string> = {};
  paused = true;
  muted = false;
  volume = 1;
  playbackRate = 1;
  defaultPlaybackRate = 1;
  loop = false;
  poster = '';
  playsInline = false;
  preload = '';
  crossOrigin: string | null = null;
  duration = Number.NaN;
  error: { code: number } | null = null;
  src = '';
  /** Makes play() fail as it does before the page had a user gesture. */
  refusePlay = false;
  private position = 0;

  constructor(tag: 'audio' | 'video') {
    super();
    this.tagName = tag;
  }

  get currentSrc(): string {
    return this.src;
  }

  get currentTime(): number {
    return this.position;
  }

  set currentTime(seconds: number) {
    this.position = seconds;
    this.fire('seeking');
  }

  canPlayType(type: string): string {
    return type === 'application/vnd.apple.mpegurl' ? 'maybe' : '';
  }

  play(): Promise<void> {
    if (this.refusePlay) return Promise.reject(new DOMException('No user gesture yet', 'NotAllowedError'));
    if (this.paused) {
      this.paused = false;
      this.fire('play');
      this.fire('playing');
    }
    return Promise.resolve();
  }

  pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.fire('pause');
  }

  removeAttribute(name: string): void {
    if (name === 'src') this.src = '';
  }

  load(): void {
    this.error = null;
  }

  // ── what the network and the clock do ────────────────────────────────────────────────────

  /** The source's first bytes arrived: its length is known. */
  loadMetadata(durationSec: number): void {
    this.duration = durationSec;
    this.fire('durationchange');
    this.fire('loadedmetadata');
  }

  /** Playback reached `seconds`. */
  playTo(seconds: number): void {
    this.position = seconds;
    this.fire('timeupdate');
  }

  /** Playback reached the end: a looping element starts over, any other stops and says so. */
  reachEnd(): void {
    if (this.loop) {
      this.currentTime = 0;
      return;
    }
    this.position = this.duration;
    this.paused = true;
    this.fire('timeupdate');
    this.fire('pause');
    this.fire('ended');
  }

  /** Loading or decoding failed with a MediaError code (2 network, 4 source not supported). */
  failWith(code: number): void {
    this.error = { code };
    this.fire('error');
  }

  private fire(type: string): void {
    this.dispatchEvent(new Event(type));
  }
}
