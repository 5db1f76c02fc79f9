import { catalogEndpoints } from './catalog.endpoints.ts';
import { channelEndpoints } from './channel.endpoints.ts';
import { episodesEndpoints } from './episodes.endpoints.ts';
import { feedsEndpoints } from './feeds.endpoints.ts';
import { playlistEndpoints } from './playlist.endpoints.ts';
import { rankingEndpoints } from './ranking.endpoints.ts';
import { searchEndpoints } from './search.endpoints.ts';
import { siteEndpoints } from './site.endpoints.ts';
import { socialEndpoints } from './social.endpoints.ts';

/**
 * Every module's endpoints (method and path), zod-free: what the browser's typed client needs at
 * run time. The route table (table.ts) adds the schemas, module for module.
 */
export const endpoints = {
  playlist: playlistEndpoints,
  catalog: catalogEndpoints,
  channel: channelEndpoints,
  search: searchEndpoints,
  ranking: rankingEndpoints,
  site: siteEndpoints,
  feeds: feedsEndpoints,
  social: socialEndpoints,
  episodes: episodesEndpoints,
};
