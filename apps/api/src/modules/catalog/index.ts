/**
 * The catalog module's front door (ADR 072): what code outside the module may use. Other modules,
 * app/, jobs/, the CLIs, seeds, benches and tests import `#api/modules/catalog`, never a file inside it.
 */

export type { PlaylistCardRow } from './playlist-card-row.ts';
export { playlistCardFromRow } from './playlist-card-row.ts';
