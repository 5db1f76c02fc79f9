type HlsModule = typeof import('hls.js/light');
export type HlsClass = HlsModule['default'];

let loading: Promise<HlsClass> | null = null;
let loaded: HlsClass | null = null;

/**
 * hls.js (the light build, see hls-attach.ts) as its own chunk, fetched once: on the first play,
 * or earlier, at an idle moment of a page with a play button (PlayerHost). Never in a page's
 * first load.
 */
export function loadHls(): Promise<HlsClass> {
  loading ??= import('hls.js/light').then(
    (module) => {
      loaded = module.default;
      return loaded;
    },
    (error: unknown) => {
      // A failed chunk (offline for a moment) may be fetched again by the next play.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** hls.js when it has already loaded: the play that finds it starts the playlists at once. */
export function loadedHls(): HlsClass | null {
  return loaded;
}
