// Media constants shared by the API and the web player. Free of zod, so importing them does not
// pull schema code into a page's first load.

/**
 * The free preview of a paid episode: at most PREVIEW_SECONDS and at most PREVIEW_SHARE of the
 * episode, in whole segments (at least one, never all of them). The play answer's `previewSec`
 * says the length of each episode's preview; show that, not these bounds.
 */
export const PREVIEW_SECONDS = 60;
export const PREVIEW_SHARE = 0.2;

/** Target loudness the player normalises to (LUFS, streaming-service level). */
export const TARGET_LUFS = -16;

/** Seconds from the end at which an episode counts as heard to the end (the player starts it from 0). */
export const FINISHED_MARGIN_SEC = 15;

/**
 * The path segment of a saved episode's files (issue 21): `/media/hls/{id}/saved/…` and
 * `/media/frames/{id}/saved/…` are answered by the service worker from its cache, never by the
 * server (no stream token looks like it).
 */
export const OFFLINE_TOKEN = 'saved';

/** The rendition a saved episode keeps: 표준 (standard) or 고음질 (high). */
export const OFFLINE_QUALITIES = ['standard', 'high'] as const;
