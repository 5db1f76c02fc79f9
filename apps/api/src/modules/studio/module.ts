import { createUploadLocker } from '#api/adapters/redis/upload-locker';
import { defineModule } from '#api/app/module';
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
  return {
    exports: { studio },
    routes: (api) =>
      registerStudioRoutes(api, {
        studio,
        sessions: kernel.sessions,
        uploadsDir: kernel.settings.media.uploadsDir,
        uploadLocker: createUploadLocker(kernel.settings.redis),
      }),
  };
});
