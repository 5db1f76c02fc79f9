/** Media constants from the contract's zod-free module (keeps zod out of every page's first load). */
export { FINISHED_MARGIN_SEC, TARGET_LUFS } from '@sogon/contract/media-constants';
