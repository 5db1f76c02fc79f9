/**
 * The playback module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/playback`, never a file inside it.
 */
export { BUFFER_DEFAULTS, createPlaybackBuffer } from './buffer.ts';
export { EPISODE_CACHE_MS } from './episode-cache.ts';
export type { EndKind } from './plays.ts';
export { retentionRows } from './plays.ts';
export { createPlaybackRepository } from './repository.ts';
export { createPlaybackService } from './service.ts';
