import { defineModule } from '#api/app/module';
import { createPostgresSearchBackend } from './postgres-backend.ts';
import { registerSearchRoutes } from './routes.ts';
import { createSearchService } from './service.ts';

/** Search over titles, channels and tags on PostgreSQL (ADR 013). */
export const searchModule = defineModule('search', (kernel) => {
  const search = createSearchService({
    backend: createPostgresSearchBackend(kernel.reads),
    cacheMs: kernel.settings.searchCacheMs,
    coherent: kernel.changes.coherent,
    primary: createPostgresSearchBackend(kernel.db),
  });
  kernel.changes.on('catalog', search.forget);
  return { exports: { search }, routes: (api) => registerSearchRoutes(api, search, kernel.viewerOf) };
});
