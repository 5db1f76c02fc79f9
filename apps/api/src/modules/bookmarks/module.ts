import { defineModule } from '#api/app/module';
import { createBookmarkRepository } from './repository.ts';
import { registerBookmarkRoutes } from './routes.ts';
import { createBookmarks } from './service.ts';

/** Issue 42: 북마크 — a member's moments of episodes, listed in 보관함 and opened as moment links. */
export const bookmarksModule = defineModule('bookmarks', (kernel) => {
  const bookmarks = createBookmarks({
    bookmarks: createBookmarkRepository(kernel.db),
    entitlements: kernel.entitlements,
    now: kernel.settings.clock,
  });
  return {
    exports: { bookmarks },
    routes: (api) => registerBookmarkRoutes(api, { bookmarks, sessions: kernel.sessions }),
  };
});
