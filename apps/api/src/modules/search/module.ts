import { defineModule } from '#api/app/module';
import { createPopularKeywordsRepository } from './popular-keywords.repository.ts';
import { createPopularKeywords } from './popular-keywords.ts';
import { createPostgresSearchBackend } from './postgres-backend.ts';
import { registerSearchRoutes } from './routes.ts';
import { createSearchService } from './service.ts';

/** How often the 인기 검색어 tally is written. */
const POPULAR_FLUSH_MS = 10_000;

/** Search over titles, channels and tags on PostgreSQL (ADR 013). */
export const searchModule = defineModule('search', (kernel) => {
  const popular = createPopularKeywords({
    repository: createPopularKeywordsRepository(kernel.db),
    now: kernel.settings.clock,
    cacheMs: kernel.settings.searchCacheMs,
  });
  const search = createSearchService({
    backend: createPostgresSearchBackend(kernel.reads, kernel.settings.clock),
    cacheMs: kernel.settings.searchCacheMs,
    coherent: kernel.changes.coherent,
    primary: createPostgresSearchBackend(kernel.db, kernel.settings.clock),
    popular,
  });
  kernel.changes.on('catalog', search.forget);
  return {
    exports: { search },
    routes: (api) => {
      registerSearchRoutes(api, search, kernel.viewerOf);
      const timer = setInterval(() => void popular.flush(), POPULAR_FLUSH_MS);
      timer.unref();
      // What is tallied is written before the process lets go of the database.
      api.addHook('onClose', async () => {
        clearInterval(timer);
        await popular.flush();
      });
    },
  };
});
