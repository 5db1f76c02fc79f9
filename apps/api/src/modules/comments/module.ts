import { defineModule } from '#api/app/module';
import { createEpisodeTargets } from './episode-target.ts';
import { registerCommentRoutes } from './routes.ts';

/** Episode comments; the comment service itself lives in the kernel (boards and galleries share its limit). */
export const commentsModule = defineModule('comments', (kernel) => {
  const episodes = createEpisodeTargets(kernel.playlistRepository);
  return {
    exports: { comments: kernel.comments },
    routes: (api) =>
      registerCommentRoutes(api, { comments: kernel.comments, episodes, sessions: kernel.sessions }),
  };
});
