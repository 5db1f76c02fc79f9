import type { ApiApp } from '#api/http/types';
import type { Sessions } from '#api/modules/account';
import { registerEpisodeRoutes } from './episodes.routes.ts';
import { registerFeedRoutes } from './feeds.routes.ts';
import type { Discovery } from './service.ts';
import { registerSocialRoutes } from './social.routes.ts';

/** Lists and discovery of spec section 7 beyond home, category, playlist, channel and search. */
export function registerDiscoveryRoutes(
  app: ApiApp,
  deps: { discovery: Discovery; sessions: Sessions },
): void {
  registerFeedRoutes(app, deps.discovery.feeds, deps.sessions.viewer);
  registerSocialRoutes(app, deps.discovery.social, deps.sessions);
  registerEpisodeRoutes(app, deps.discovery.episodes, deps.sessions);
}
