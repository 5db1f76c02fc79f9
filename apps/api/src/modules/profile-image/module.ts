import { PROFILE_IMAGE_PATH } from '@sogon/contract/validation/safe-path';
import { defineModule } from '#api/app/module';
import { profileImageSweepJob } from './jobs.ts';
import { registerProfileImageRoutes } from './routes.ts';
import { createProfileImageService } from './service.ts';

/** Members' profile pictures, kept in the public media store. */
export const profileImageModule = defineModule('profile-image', (kernel) => {
  const profileImages = createProfileImageService({
    accounts: kernel.accountRepository,
    storage: kernel.media.publicStorage,
    urlPrefix: PROFILE_IMAGE_PATH.folder,
  });
  return {
    exports: { profileImages },
    routes: (api) => registerProfileImageRoutes(api, { profileImages, sessions: kernel.sessions }),
    jobs: ({ log }) => [profileImageSweepJob(() => profileImages.sweepOrphans(), log)],
  };
});
