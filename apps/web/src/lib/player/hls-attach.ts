import { chooseDelivery, type Delivery } from './delivery.ts';
import { type HlsClass, loadedHls, loadHls } from './hls-loader.ts';

export interface AttachOptions {
  /** Seconds to start from. */
  startAt: number;
  /**
   * A network error that stops playback (fatal), or any refusal (401/403/410: an expired
   * token on a playlist, segment or key, which hls.js would otherwise keep retrying).
   */
  onNetworkError: (status: number | null, fatal: boolean) => void;
  /** Anything else that stops playback for good. */
  onFatalError: () => void;
}

export interface Attachment {
  readonly delivery: Delivery;
  detach(): void;
}

const HLS_TYPE = 'application/vnd.apple.mpegurl';

function support(media: HTMLMediaElement) {
  return {
    mediaSource: typeof window !== 'undefined' && 'MediaSource' in window,
    nativeHls: media.canPlayType(HLS_TYPE) !== '',
  };
}

/**
 * Points `media` at an HLS playlist (a master playlist, or a media playlist when there is one
 * rendition). hls.js comes from hls-loader.ts, a chunk of its own that is never part of a page's
 * first load. When it has already loaded, the playlists start loading before this returns, in
 * the caller's task. The light build is enough (AES-128 included; no DRM, subtitles or
 * alternate audio groups, which our packages do not use) and is a third smaller than the full
 * one (≈118 KB against ≈185 KB gzipped).
 */
export async function attachSource(
  media: HTMLMediaElement,
  src: string,
  options: AttachOptions,
): Promise<Attachment> {
  const found = support(media);
  if (chooseDelivery(found) === 'hls.js') {
    const Hls = loadedHls() ?? (await loadHls());
    if (Hls.isSupported()) return attachWithHlsJs(Hls, media, src, options);
  }
  if (found.nativeHls) return attachNative(media, src, options);
  options.onFatalError();
  return { delivery: 'none', detach: () => undefined };
}

const isRefusal = (status: number | null) => status === 401 || status === 403 || status === 410;

function attachWithHlsJs(Hls: HlsClass, media: HTMLMediaElement, src: string, options: AttachOptions) {
  const hls = new Hls({
    startPosition: options.startAt > 0 ? options.startAt : -1,
    // Whispered audio is small: a generous forward buffer rides out flaky mobile networks.
    maxBufferLength: 60,
    backBufferLength: 30,
    capLevelToPlayerSize: media instanceof HTMLVideoElement,
    // The first segment loads as soon as its playlist is parsed, while the MediaSource opens.
    startFragPrefetch: true,
  });
  let recoveredMedia = false;
  hls.on(Hls.Events.ERROR, (_event, data) => {
    const status = data.response?.code ?? null;
    if (data.type === Hls.ErrorTypes.NETWORK_ERROR && (data.fatal || isRefusal(status))) {
      options.onNetworkError(status, data.fatal);
      return;
    }
    if (!data.fatal) return;
    if (data.type === Hls.ErrorTypes.MEDIA_ERROR && !recoveredMedia) {
      recoveredMedia = true;
      hls.recoverMediaError();
      return;
    }
    options.onFatalError();
  });
  hls.attachMedia(media);
  hls.loadSource(src);
  return {
    delivery: 'hls.js' as const,
    detach() {
      hls.destroy();
      media.removeAttribute('src');
      media.load();
    },
  };
}

function attachNative(media: HTMLMediaElement, src: string, options: AttachOptions): Attachment {
  const onMetadata = () => {
    if (options.startAt > 0) media.currentTime = options.startAt;
  };
  const onError = () => {
    const code = media.error?.code;
    if (code === MediaError.MEDIA_ERR_NETWORK || code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED) {
      options.onNetworkError(null, true);
    } else {
      options.onFatalError();
    }
  };
  media.addEventListener('loadedmetadata', onMetadata, { once: true });
  media.addEventListener('error', onError);
  media.src = src;
  return {
    delivery: 'native',
    detach() {
      media.removeEventListener('loadedmetadata', onMetadata);
      media.removeEventListener('error', onError);
      media.removeAttribute('src');
      media.load();
    },
  };
}
