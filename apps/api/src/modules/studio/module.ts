import { createUploadLocker } from '#api/adapters/redis/upload-locker';
import { defineModule } from '#api/app/module';
import { createEpisodeOpenings, createOpeningsRepository } from '#api/modules/schedule';
import { createStudioCatalogRepository } from './catalog.repository.ts';
import { registerStudioCatalogRoutes } from './catalog.routes.ts';
import { createStudioCatalogService } from './catalog.service.ts';
import { createStudioImages } from './catalog-images.ts';
import { createStudioEpisodeRepository } from './episodes.repository.ts';
import { registerStudioEpisodeRoutes } from './episodes.routes.ts';
import { createStudioEpisodes } from './episodes.service.ts';
import { createStudioRepository } from './repository.ts';
import { registerStudioRoutes } from './routes.ts';
import { createStudioService } from './service.ts';

/** The creator's studio: uploads, episodes and their publishing through the media pipeline. */
export const studioModule = defineModule('studio', (kernel) => {
  const studio = createStudioService({
    studio: createStudioRepository(kernel.db),
    pipeline: kernel.media.pipeline,
    storage: kernel.media.storage,
  });
  // Channel profile and playlists (issue 37); pictures go to the public store, served at /media/.
  const studioCatalog = createStudioCatalogService({
    catalog: createStudioCatalogRepository(kernel.db, { waitFreeDefault: kernel.settings.waitFreeDefault }),
    images: createStudioImages({ storage: kernel.media.publicStorage }),
  });
  // Episodes: list with statuses, edit, schedule, cover and delete (issue 37).
  const openings = createEpisodeOpenings({
    repository: createOpeningsRepository(kernel.db),
    jobs: kernel.jobs,
    announce: () => kernel.changes.publish('catalog'),
    now: kernel.settings.clock,
  });
  const studioEpisodes = createStudioEpisodes({
    episodes: createStudioEpisodeRepository(kernel.db),
    images: createStudioImages({ storage: kernel.media.publicStorage }),
    now: kernel.settings.clock,
    saved: async (contentId) => {
      kernel.changes.publish('catalog');
      await openings.scheduled(contentId);
    },
  });
  return {
    exports: { studio, studioCatalog },
    routes: (api) => {
      registerStudioRoutes(api, {
        studio,
        sessions: kernel.sessions,
        uploadsDir: kernel.settings.media.uploadsDir,
        uploadLocker: createUploadLocker(kernel.settings.redis),
      });
      registerStudioCatalogRoutes(api, { catalog: studioCatalog, sessions: kernel.sessions });
      registerStudioEpisodeRoutes(api, { episodes: studioEpisodes, sessions: kernel.sessions });
    },
  };
});
