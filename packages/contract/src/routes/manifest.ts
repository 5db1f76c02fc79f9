import { playlistEndpoints } from './playlist.endpoints.ts';

/**
 * Every module's endpoints (method and path), zod-free: what the browser's typed client needs at
 * run time. The route table (table.ts) adds the schemas, module for module.
 */
export const endpoints = {
  playlist: playlistEndpoints,
};
