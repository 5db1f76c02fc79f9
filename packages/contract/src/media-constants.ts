// Media constants shared by the API and the web player. Free of zod, so importing them does not
// pull schema code into a page's first load.

/** Seconds of a paid episode anyone may hear before unlocking it. */
export const PREVIEW_SECONDS = 60;

/** Target loudness the player normalises to (LUFS, streaming-service level). */
export const TARGET_LUFS = -16;

/** Seconds from the end at which an episode counts as heard to the end (the player starts it from 0). */
export const FINISHED_MARGIN_SEC = 15;
