import { defineTable } from './define.ts';
import { endpoints } from './manifest.ts';
import { playlistRoutes } from './playlist.ts';

/**
 * The route table: every JSON endpoint of the API once, with method, path, params, query, body
 * and answer. The API registers its routes from it, the web client's types and the OpenAPI
 * document come from it. A module adds one line here and one in manifest.ts.
 */
export const routes = defineTable(endpoints, {
  playlist: playlistRoutes,
});

export type Routes = typeof routes;
