/**
 * The playlist module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/playlist`, never a file inside it.
 */

export type { PlaylistRepository } from './repository.ts';
export { createPlaylistRepository } from './repository.ts';
