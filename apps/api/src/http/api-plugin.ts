import { installAnonymousBodyLimit } from './anonymous-body-limit.ts';
import { AppError } from './app-error.ts';
import { installErrorHandler } from './error-handler.ts';
import { installRequestGuards } from './request-guards.ts';
import type { ApiApp } from './types.ts';

/** Registers the pieces every /api/live route shares, then the routes, then the unknown-path answer. */
export function apiPlugin(options: { timeoutMs?: number; siteUrl?: string; routes: (api: ApiApp) => void }) {
  return async (api: ApiApp) => {
    installErrorHandler(api);
    installRequestGuards(api, { timeoutMs: options.timeoutMs, siteUrl: options.siteUrl });
    installAnonymousBodyLimit(api);
    options.routes(api);
    const unknownPath = async () => {
      throw new AppError('ERROR_API_PATH_WRONG');
    };
    api.all('/*', { schema: { hide: true } }, unknownPath);
    api.all('/', { schema: { hide: true } }, unknownPath);
    api.setNotFoundHandler(unknownPath);
  };
}
