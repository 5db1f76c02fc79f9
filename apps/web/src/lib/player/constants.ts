/** Media constants from the contract's zod-free module (keeps zod out of every page's first load). */
export { FINISHED_MARGIN_SEC, TARGET_LUFS } from '@sogon/contract/media-constants';

/** Seconds the back/forward buttons and keys skip. Here, not in engine.ts: controls rendered on
 * pages import it without pulling the engine into the page's first load. */
export const SKIP_SECONDS = 10;
