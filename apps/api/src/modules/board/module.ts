import { defineModule } from '#api/app/module';
import { createChannelRepository } from '#api/modules/channel';
import { createBoardRepository } from './repository.ts';
import { registerBoardRoutes } from './routes.ts';
import { createBoardService } from './service.ts';

/** Channel boards: posts and their comments (ADR 018). */
export const boardModule = defineModule('board', (kernel) => {
  const boards = createBoardService({
    boards: createBoardRepository(kernel.db),
    channels: createChannelRepository(kernel.db, kernel.settings.clock),
    comments: kernel.comments,
    membersOnly: kernel.entitlements,
  });
  return {
    exports: { boards },
    routes: (api) =>
      registerBoardRoutes(api, { boards, comments: kernel.comments, sessions: kernel.sessions }),
  };
});
