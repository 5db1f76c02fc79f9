import type { Db } from './db/client.ts';
import { createMemoryRateLimiter, type RateLimit } from './http/rate-limiter.ts';
import type { ApiApp } from './http/types.ts';
import { createPasswordHasher, OWASP_ARGON2ID, type PasswordParams } from './modules/account/passwords.ts';
import { createAccountRepository } from './modules/account/repository.ts';
import { registerAccountRoutes } from './modules/account/routes.ts';
import { createAccountService } from './modules/account/service.ts';
import { createSessions } from './modules/account/sessions.ts';
import { createCatalogRepository } from './modules/catalog/repository.ts';
import { registerCatalogRoutes } from './modules/catalog/routes.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { registerHealthRoutes, registerLivenessRoute } from './modules/health/routes.ts';
import { createPlaylistRepository } from './modules/playlist/repository.ts';
import { registerPlaylistRoutes } from './modules/playlist/routes.ts';
import { createPlaylistService } from './modules/playlist/service.ts';
import { createSiteRepository } from './modules/site/repository.ts';
import { registerSiteRoutes } from './modules/site/routes.ts';

export interface ServiceOptions {
  passwords?: PasswordParams;
  loginRateLimit?: RateLimit;
  /** Set the token cookie with Secure (the site is served over https). */
  secureCookies?: boolean;
}

/** Login attempts per IP and per account (issue 3): at most 10 in 5 minutes. */
export const LOGIN_RATE_LIMIT: RateLimit = { limit: 10, windowMs: 5 * 60 * 1000 };

export const PROFILE_IMAGE_PREFIX = '/media/profiles/';

/** Wires repositories into services: the one place that knows them all. */
export function createServices(db: Db, options: ServiceOptions = {}) {
  const site = createSiteRepository(db);
  const accountRepository = createAccountRepository(db);
  const sessions = createSessions({ accounts: accountRepository });
  const accounts = createAccountService({
    accounts: accountRepository,
    sessions,
    passwords: createPasswordHasher(options.passwords ?? OWASP_ARGON2ID),
    loginLimiter: createMemoryRateLimiter(options.loginRateLimit ?? LOGIN_RATE_LIMIT),
    profileImagePrefix: PROFILE_IMAGE_PREFIX,
  });
  return {
    db,
    site,
    sessions,
    accounts,
    secureCookies: options.secureCookies ?? false,
    catalog: createCatalogService({ catalog: createCatalogRepository(db), site }),
    playlists: createPlaylistService({ playlists: createPlaylistRepository(db) }),
  };
}

export type Services = ReturnType<typeof createServices>;

export function apiRoutes(services: Services) {
  const viewerOf = services.sessions.viewer;
  return (api: ApiApp) => {
    registerLivenessRoute(api);
    registerHealthRoutes(api, services.db);
    registerAccountRoutes(api, services);
    registerCatalogRoutes(api, services.catalog, viewerOf);
    registerPlaylistRoutes(api, services.playlists, viewerOf);
    registerSiteRoutes(api, services.site, viewerOf);
  };
}
