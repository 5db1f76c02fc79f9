import type { TPlaySource } from '@sogon/contract/schemas/media';

/** Higher wins: the full view over the episode page over the mini bar. */
export const VIDEO_SLOT_PRIORITY = { mini: 1, page: 2, dialog: 3 } as const;

/** Makes the element (`document.createElement` in the browser). */
export type CreateMedia = <K extends 'audio' | 'video'>(tag: K) => HTMLElementTagNameMap[K];

interface VideoSlot {
  element: HTMLElement;
  priority: number;
  order: number;
}

/**
 * The app's two media elements, an <audio> and a <video>, and where they sit. Both are created
 * here (by `createMedia`), never rendered by React, so they survive page changes; the <video> moves to the best
 * slot a page or the player offers, else back to the hidden park.
 */
export class MediaElements {
  private audio: HTMLAudioElement | null = null;
  private video: HTMLVideoElement | null = null;
  private park: HTMLElement | null = null;
  private slots: VideoSlot[] = [];
  private slotOrder = 0;
  private readonly createMedia: CreateMedia;
  private readonly onCreate: (media: HTMLMediaElement) => void;

  constructor(createMedia: CreateMedia, onCreate: (media: HTMLMediaElement) => void) {
    this.createMedia = createMedia;
    this.onCreate = onCreate;
  }

  /** The hidden host the elements live in while no page shows the video. */
  setPark = (element: HTMLElement | null) => {
    this.park = element;
    if (!element) return;
    if (this.audio && !this.audio.isConnected) element.appendChild(this.audio);
    this.placeVideo();
  };

  /** A place that shows the <video> (episode page, /video, the full view); returns the release. */
  claimVideoSlot(element: HTMLElement, priority: number): () => void {
    const slot = { element, priority, order: ++this.slotOrder };
    this.slots.push(slot);
    this.placeVideo();
    return () => {
      this.slots = this.slots.filter((item) => item !== slot);
      this.placeVideo();
    };
  }

  /** The element that plays `kind`, created on first use. */
  for(kind: TPlaySource['kind']): HTMLMediaElement {
    if (kind === 'video') {
      if (!this.video) {
        this.video = this.create('video');
        this.video.playsInline = true;
        this.placeVideo();
      }
      return this.video;
    }
    if (!this.audio) {
      this.audio = this.create('audio');
      this.park?.appendChild(this.audio);
    }
    return this.audio;
  }

  private create<K extends 'audio' | 'video'>(tag: K): HTMLElementTagNameMap[K] {
    const media = this.createMedia(tag);
    media.preload = 'auto';
    // Same-origin today; with a CDN the Web Audio chain needs CORS-clean media.
    media.crossOrigin = 'anonymous';
    media.dataset.player = tag;
    this.onCreate(media);
    return media;
  }

  /**
   * Moves the <video> to the best slot. Moving a playing element within one task keeps it
   * playing: it is back in the document before the "removed from document" pause check runs.
   */
  private placeVideo() {
    const video = this.video;
    if (!video) return;
    const best = [...this.slots].sort((a, b) => b.priority - a.priority || b.order - a.order)[0];
    const host = best?.element ?? this.park;
    if (host && video.parentElement !== host) host.appendChild(video);
  }
}
